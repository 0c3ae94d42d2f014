//! Stand-in for `zed_extension_api` 0.7.0, for an offline `cargo check` of the tablectl
//! Zed extension (`../../check.sh`). It is not the real crate and is never shipped.
//!
//! It declares exactly the part of the real crate's public API that `../../src/lib.rs`
//! uses, with the real names, paths and signatures, so a misspelt method, a wrong argument
//! or return type, or a missing import fails here as it would against the real crate. A
//! use of anything not declared here fails too: to use more of the API, copy its
//! declaration from the real source below, do not invent it. Bodies are placeholders;
//! nothing here runs.
//!
//! Where the declarations come from (zed-industries/zed, `crates/extension_api/`):
//! - `src/extension_api.rs`: `Result`, the `Extension` trait's `new`,
//!   `language_server_command` and `language_server_initialization_options` (with their
//!   default bodies), `register_extension!` and `register_extension`, `LanguageServerId`,
//!   the `serde_json` re-export. Read at commit 010e10836e6719b3dfc09205f3191b90d966550f
//!   (after 0.7.0); the trait methods' signatures are the same in every version read, from
//!   the 0.1.0-era Ruff extension to 0.9.0, and the re-exports match 0.7.0's source on
//!   docs.rs. The macro's host-target expansion is the same as the real one's.
//! - `src/settings.rs` (0.7.0, docs.rs source view): `LspSettings::for_worktree`.
//! - `wit/since_v0.2.0/settings.rs` (commit 27710aaebfa4d42d72c335dc4dbde16a7697561d):
//!   `LspSettings`, `CommandSettings`.
//! - `wit/since_v0.6.0/extension.wit` (commit 0050125c4819f3844d0c5e68c662ab632e66ee7b),
//!   the WIT that 0.7.0 binds (0.7.0 changed no WIT, zed-industries/zed#44025):
//!   `resource worktree` (`which: func(binary-name: string) -> option<string>`), which
//!   wit-bindgen turns into `Worktree::which(&self, &str) -> Option<String>`.
//! - `wit/since_v0.3.0/process.wit` (commit da0a3741d61f9ae7c0bcd497d427cc5dc472a352) and
//!   `common.wit` (commit 4d106a4b0b4b3b9372f94d4d871fd9d0ead0cd73): `record command
//!   { command: string, args: list<string>, env: env-vars }` and
//!   `type env-vars = list<tuple<string, string>>`.

/// A result returned from a Zed extension.
pub type Result<T, E = String> = core::result::Result<T, E>;

/// Stand-in for the `serde_json` crate that the real API re-exports (`pub use serde_json;`).
///
/// `Value` here is opaque: the extension may pass a value through, nothing more. Code that
/// builds or inspects JSON needs a stand-in for that part of serde_json first.
pub mod serde_json {
    /// Stand-in for `serde_json::Value` (the real one is an enum: `Null`, `Bool`, `Number`,
    /// `String`, `Array`, `Object`).
    #[derive(Clone, Debug, Default, PartialEq)]
    pub struct Value {
        _opaque: (),
    }
}

/// A list of environment variables (WIT `env-vars`).
pub type EnvVars = Vec<(String, String)>;

/// A command (WIT `process.command`).
#[derive(Clone, Debug)]
pub struct Command {
    /// The command to execute.
    pub command: String,
    /// The arguments to pass to the command.
    pub args: Vec<String>,
    /// The environment variables to set for the command.
    pub env: EnvVars,
}

/// A Zed worktree (WIT `resource worktree`). Only Zed makes one.
#[derive(Debug)]
pub struct Worktree {
    _handle: (),
}

impl Worktree {
    /// Returns the path to the given binary name, if one is present on the `$PATH`.
    pub fn which(&self, _binary_name: &str) -> Option<String> {
        None
    }
}

/// The ID of a language server.
#[derive(Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Clone)]
pub struct LanguageServerId(String);

impl AsRef<str> for LanguageServerId {
    fn as_ref(&self) -> &str {
        &self.0
    }
}

/// A Zed extension.
pub trait Extension: Send + Sync {
    /// Returns a new instance of the extension.
    fn new() -> Self
    where
        Self: Sized;

    /// Returns the command used to start the language server for the specified
    /// language.
    fn language_server_command(
        &mut self,
        _language_server_id: &LanguageServerId,
        _worktree: &Worktree,
    ) -> Result<Command> {
        Err("`language_server_command` not implemented".to_string())
    }

    /// Returns the initialization options to pass to the specified language server.
    fn language_server_initialization_options(
        &mut self,
        _language_server_id: &LanguageServerId,
        _worktree: &Worktree,
    ) -> Result<Option<serde_json::Value>> {
        Ok(None)
    }
}

/// Registers the provided type as a Zed extension.
///
/// The type must implement the [`Extension`] trait. The real macro also emits, for
/// `target_os = "wasi"` only, a `chdir` override and the working-directory set-up; on the
/// host target it expands to this.
#[macro_export]
macro_rules! register_extension {
    ($extension_type:ty) => {
        #[unsafe(export_name = "init-extension")]
        pub extern "C" fn __init_extension() {
            zed_extension_api::register_extension(|| {
                Box::new(<$extension_type as zed_extension_api::Extension>::new())
            });
        }
    };
}

#[doc(hidden)]
pub fn register_extension(build_extension: fn() -> Box<dyn Extension>) {
    let _ = build_extension;
}

/// Provides access to Zed settings.
pub mod settings {
    use crate::{Result, Worktree};
    use std::collections::HashMap;

    /// The settings for a particular language server.
    ///
    /// The real struct has more fields (`settings` and others) than the two declared here;
    /// `non_exhaustive` keeps the extension from naming all of them in a pattern or
    /// building one, which would not compile against the real crate.
    #[derive(Default, Debug)]
    #[non_exhaustive]
    pub struct LspSettings {
        /// The settings for the language server binary.
        pub binary: Option<CommandSettings>,
        /// The initialization options to pass to the language server.
        pub initialization_options: Option<crate::serde_json::Value>,
    }

    /// The settings for a command.
    #[derive(Debug, Default, PartialEq, Eq)]
    pub struct CommandSettings {
        /// The path to the command.
        pub path: Option<String>,
        /// The arguments to pass to the command.
        pub arguments: Option<Vec<String>>,
        /// The environment variables.
        pub env: Option<HashMap<String, String>>,
    }

    impl LspSettings {
        /// Returns the [`LspSettings`] for the given language server.
        pub fn for_worktree(_language_server_name: &str, _worktree: &Worktree) -> Result<Self> {
            Err("stand-in zed_extension_api: no Zed settings here".to_string())
        }
    }
}
