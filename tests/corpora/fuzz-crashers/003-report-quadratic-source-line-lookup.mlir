// FLAGS: --allow-unregistered-dialect --split-input-file
// Was a hang, quadratic time (fixed in 9585094, "diagnostics find source lines through a
// line index"): write_diagnostic (ir-opt/src/lib.rs:237) found each diagnostic's line with
// source.lines().nth(..), a scan from the start of the file: 10,000 failing chunks after
// 120,000 lines took ~8 s in the release ir-opt and more than 5 s in the debug test. The
// same path was quadratic with --verify-diagnostics and many unmet expected-* lines.


























































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































































"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
"
// -----
