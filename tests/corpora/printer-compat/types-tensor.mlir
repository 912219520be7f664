// Ranked (static, dynamic, 0-D, with encoding) and unranked tensors.
"foo.op"() {a = tensor<4xf32>, b = tensor<?xf32>, c = tensor<4x?x8xi32>, d = tensor<f32>, e = tensor<*xf32>, f = tensor<0xi8>, g = tensor<?x?xindex>} : () -> ()
"foo.op"() {a = tensor<4xf32, "enc">, b = tensor<?x3xi8, #foo.enc<1>>, c = tensor<2xi1, {x = 1 : i32}>, d = tensor<1x2xf16, 5 : i64>, e = tensor<f32, "scalar_enc">} : () -> ()
"foo.op"() {a = tensor<4xvector<2xf32>>, b = tensor<*xcomplex<f64>>, c = tensor<2x!foo.ty>, e = tensor<1x1x1x1x1xi1>} : () -> ()
%0 = "foo.op"() : () -> tensor<4x?xf32>
%1 = "foo.op"() : () -> tensor<*xi32>
%2 = "foo.op"() : () -> tensor<i1>
%3 = "foo.op"() : () -> tensor<2x?xf32, #foo.enc<"csr">>
