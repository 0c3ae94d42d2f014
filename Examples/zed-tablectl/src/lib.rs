//! A Zed extension that starts `tablectl lsp` for YAML and JSON files.
//!
//! Which `tablectl`: the `lsp.tablectl.binary.path` of Zed's settings when there is one,
//! otherwise the first `tablectl` on the project's shell `PATH`. Its arguments:
//! `lsp.tablectl.binary.arguments`, default `["lsp"]`. The server's
//! `initializationOptions` are `lsp.tablectl.initialization_options` (tablectl reads
//! `rulesDocumentation` there).

use zed_extension_api::{self as zed, settings::LspSettings, LanguageServerId, Result};

/// The executable looked up on the worktree's `PATH`.
const BINARY_NAME: &str = "tablectl";

/// The arguments when the settings name none.
const DEFAULT_ARGUMENTS: &[&str] = &["lsp"];

struct TablectlExtension;

/// Why there is no server to start, and how to get one.
fn not_found() -> String {
    format!(
        "`{BINARY_NAME}` was not found on this project's PATH. Install it with `make install` \
         in a tablectl checkout (into /usr/local/bin; `make install PREFIX=$HOME/.local` for \
         ~/.local/bin), or point Zed at it in settings.json: \
         \"lsp\": {{ \"tablectl\": {{ \"binary\": {{ \"path\": \"/path/to/tablectl\", \
         \"arguments\": [\"lsp\"] }} }} }}"
    )
}

impl zed::Extension for TablectlExtension {
    fn new() -> Self {
        TablectlExtension
    }

    fn language_server_command(
        &mut self,
        language_server_id: &LanguageServerId,
        worktree: &zed::Worktree,
    ) -> Result<zed::Command> {
        let binary = LspSettings::for_worktree(language_server_id.as_ref(), worktree)?.binary;
        let (path, arguments, env) = match binary {
            Some(binary) => (binary.path, binary.arguments, binary.env),
            None => (None, None, None),
        };

        let command = match path {
            Some(path) => path,
            None => worktree.which(BINARY_NAME).ok_or_else(not_found)?,
        };
        let args = arguments.unwrap_or_else(|| {
            DEFAULT_ARGUMENTS
                .iter()
                .map(|arg| arg.to_string())
                .collect()
        });
        let mut env: Vec<(String, String)> = env.unwrap_or_default().into_iter().collect();
        env.sort();

        Ok(zed::Command { command, args, env })
    }

    fn language_server_initialization_options(
        &mut self,
        language_server_id: &LanguageServerId,
        worktree: &zed::Worktree,
    ) -> Result<Option<zed::serde_json::Value>> {
        Ok(
            LspSettings::for_worktree(language_server_id.as_ref(), worktree)?
                .initialization_options,
        )
    }
}

zed::register_extension!(TablectlExtension);
