//! `IR_MACROS_DEBUG=<Name>`: prints the expansion of the item named `Name`
//! to standard error while it compiles, formatted by `rustfmt` when it is
//! on the path (the raw token stream otherwise).

use std::io::Write;
use std::process::{Command, Stdio};

use proc_macro2::TokenStream;

/// Prints `tokens` when `IR_MACROS_DEBUG` names `item`.
pub fn print(item: &syn::Ident, tokens: &TokenStream) {
    if std::env::var("IR_MACROS_DEBUG").is_ok_and(|wanted| *item == wanted) {
        let text = tokens.to_string();
        eprintln!("{}", rustfmt(&text).unwrap_or(text));
    }
}

/// `text` formatted by `rustfmt`, if it runs and accepts it.
fn rustfmt(text: &str) -> Option<String> {
    let mut child = Command::new("rustfmt")
        .args(["--edition", "2021", "--emit", "stdout", "--quiet"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .ok()?;
    child.stdin.take()?.write_all(text.as_bytes()).ok()?;
    let output = child.wait_with_output().ok()?;
    output.status.success().then(|| String::from_utf8_lossy(&output.stdout).into_owned())
}
