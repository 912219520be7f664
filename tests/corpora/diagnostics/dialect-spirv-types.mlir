// FLAGS: --split-input-file
// Malformed SPIR-V types, with mlir-opt's messages and positions: MLIR's
// SPIR-V type parsers, and the bracket check of a pretty dialect type's body.

// expected-error@+1 {{unknown storage class: Heap}}
func.func private @ptr_storage(%p : !spirv.ptr<i32, Heap>)

// -----

// expected-error@+1 {{expected valid keyword}}
func.func private @ptr_storage_number(%p : !spirv.ptr<vector<2xf16>, 7>)

// -----

// expected-error@+1 {{sampled image must be composed using image type, got 'vector<4xf32>'}}
func.func private @sampled(%s : !spirv.sampled_image<vector<4xf32>>)

// -----

// expected-error@+1 {{unbalanced '[' character in pretty dialect name}}
func.func private @member_bracket(%s : !spirv.struct<(i32 [4), f32>)

// -----

// expected-error@+1 {{unbalanced '<' character in pretty dialect name}}
func.func private @open_array(%a : !spirv.array<2 x vector<2xi8>)

// -----

// expected-error@+1 {{unbalanced '(' character in pretty dialect name}}
func.func private @member_paren(%s : !spirv.struct<(i8 4]), i16>)

// -----

// expected-error@+1 {{unknown attribute: 'NotADecoration'}}
func.func private @member_unknown(%s : !spirv.struct<(i64 [8, NotADecoration])>)

// -----

// expected-error@+1 {{expected valid keyword}}
func.func private @member_two_offsets(%s : !spirv.struct<(i64 [8, 16])>)

// -----

// expected-error@+1 {{expected ','}}
func.func private @member_offset_comma(%s : !spirv.struct<(f16 [2 Volatile])>)

// -----

// expected-error@+1 {{expected attribute value}}
func.func private @member_value(%s : !spirv.struct<(f64 [0, Offset=])>)

// -----

// expected-error@+1 {{unknown attribute: 'Blocky'}}
func.func private @struct_decoration(%s : !spirv.struct<(f64), Blocky>)

// -----

// A member's decorations may be empty, and a decoration's value is an
// attribute, printed without its type.
func.func private @member_forms(%s : !spirv.struct<(f32 [], i32 [Offset=8 : i32])>)

// -----

// expected-error@+1 {{recursive struct reference not nested in struct definition}}
func.func private @lone_reference(%s : !spirv.struct<node>)

// -----

// expected-error@+1 {{identifier already used for an enclosing struct}}
func.func private @reused_name(%s : !spirv.struct<list, (!spirv.ptr<!spirv.struct<list, (i32)>, Private>)>)

// -----

// expected-error@+1 {{expected valid keyword}}
func.func private @coop_scope(%m : !spirv.coopmatrix<16x16xf16,   >)

// -----

// expected-error@+1 {{matrix is expected to have 2, 3, or 4 columns}}
func.func private @matrix_columns(%m : !spirv.matrix<6 x vector<2xf32>>)

// -----

// expected-error@+1 {{matrix columns size has to be less than or equal to 4 and greater than or equal 2, but found 8}}
func.func private @matrix_column_size(%m : !spirv.matrix<2 x vector<8xf16>>)

// -----

// expected-error@+1 {{matrix must be composed using vector type, got 'f32'}}
func.func private @matrix_scalar_columns(%m : !spirv.matrix<4 x f32>)

// -----

// expected-error@+1 {{matrix columns' elements must be of Float type, got 'i8'}}
func.func private @matrix_int_columns(%m : !spirv.matrix<3 x vector<4xi8>>)

// -----

// expected-error@+1 {{only 1-D vector allowed but found 'vector<2x2xf32>'}}
func.func private @matrix_2d_columns(%m : !spirv.matrix<3 x vector<2x2xf32>>)

// -----

// expected-error@+1 {{expected single unsigned integer for number of columns}}
func.func private @matrix_no_count(%m : !spirv.matrix<vector<4xf32>>)

// -----

// expected-error@+1 {{expected single unsigned integer for number of columns}}
func.func private @matrix_two_counts(%m : !spirv.matrix<2x2xvector<4xf32>>)

// -----

// expected-error@+1 {{expected 'x' in dimension list}}
func.func private @matrix_no_x(%m : !spirv.matrix<3 vector<3xf32>>)
