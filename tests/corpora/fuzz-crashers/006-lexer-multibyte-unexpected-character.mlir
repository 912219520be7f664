// FLAGS: --allow-unregistered-dialect
// Was a panic in the parser (ir-core/src/text/parser/mod.rs, Parser::spelling, called by
// parse_integer_in_dimension_list): the lexer's "unexpected character" token covered
// the first byte of a multi-byte character only, so its spelling was not a slice of the
// source ("end byte index is not a char boundary"). Found by fuzzing the driver
// (fuzz/fuzz_targets/read_verify_passes.rs); mlir-opt 22 reports 7:23: error: unexpected character.
"f"() : () -> vector<[Ǣ]xf32>
