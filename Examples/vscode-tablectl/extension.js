// The whole extension: start `tablectl lsp` for the spec files and let VS Code's
// language client speak the protocol. Run `npm install` here once, then open this folder
// in VS Code and press F5 (or `npx @vscode/vsce package` for a .vsix).
const vscode = require("vscode");
const { LanguageClient, TransportKind } = require("vscode-languageclient/node");

let client;

function activate(context) {
  const settings = vscode.workspace.getConfiguration("tablectl");
  const command = settings.get("path", "tablectl");
  const patterns = settings.get("specs", []);
  client = new LanguageClient(
    "tablectl",
    "tablectl",
    { command, args: ["lsp"], transport: TransportKind.stdio },
    {
      documentSelector: patterns.flatMap((pattern) => [
        { scheme: "file", language: "yaml", pattern },
        { scheme: "file", language: "json", pattern },
      ]),
      // Messages and the server's standard error appear in the "tablectl" output panel.
      outputChannelName: "tablectl",
    }
  );
  context.subscriptions.push(client);
  return client.start();
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
