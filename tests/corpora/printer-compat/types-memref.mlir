// Memrefs: identity layout, affine map layout, strided layout, memory spaces; unranked memrefs.
"foo.op"() {a = memref<4xf32>, b = memref<?x?xf32>, c = memref<f32>, d = memref<0xi8>} : () -> ()
"foo.op"() {a = memref<4x4xf32, affine_map<(d0, d1) -> (d1, d0)>>, b = memref<8xf32, affine_map<(d0)[s0] -> (d0 + s0)>>, c = memref<4xf32, affine_map<(d0) -> (d0)>>} : () -> ()
"foo.op"() {a = memref<?x?xf32, strided<[?, 1], offset: ?>>, b = memref<4x4xf32, strided<[4, 1]>>, c = memref<4xf32, strided<[1], offset: 0>>, d = memref<4x4xf32, strided<[8, 2], offset: 3>>, e = memref<f32, strided<[]>>, f = memref<2xf32, strided<[?]>>} : () -> ()
"foo.op"() {a = memref<4xf32, 1>, b = memref<4xf32, 0>, c = memref<4xf32, "gpu">, d = memref<4xf32, {kind = 2 : i32}>, e = memref<4xf32, strided<[1], offset: ?>, 3>, f = memref<4xf32, 7 : i32>, g = memref<4xf32, 0 : i64>, h = memref<4xf32, 0 : i32>, i = memref<4xf32, 1 : i16>} : () -> ()
"foo.op"() {a = memref<*xf32>, b = memref<*xf32, 1>, c = memref<*xi8, "shared">, d = memref<*xf32, 0>, e = memref<*xf32, 5 : i32>} : () -> ()
"foo.op"() {a = memref<4xvector<4xf32>>, b = memref<4xcomplex<f32>>, c = memref<4xmemref<2xf32>>, d = memref<?xindex>} : () -> ()
%0 = "foo.op"() : () -> memref<?x4xf32, strided<[4, 1], offset: ?>, 2>
%1 = "foo.op"() : () -> memref<*xf32, 4>
