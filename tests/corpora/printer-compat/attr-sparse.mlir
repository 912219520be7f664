// Sparse elements attributes.
"foo.op"() {a = sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>, b = sparse<[[0, 1]], [2.5]> : tensor<2x2xf32>, c = sparse<0, 7> : tensor<4xi32>, d = sparse<[], []> : tensor<3xf32>} : () -> ()
"foo.op"() {a = sparse<[1, 3], [10, 30]> : tensor<5xi64>, b = sparse<[[0, 0, 0]], [true]> : tensor<2x2x2xi1>, c = sparse<[[0], [2]], [(1.0, 2.0), (3.0, 4.0)]> : tensor<3xcomplex<f32>>, d = sparse<[[1, 1]], ["s"]> : tensor<2x2x!foo.s>} : () -> ()
"foo.op"() {a = sparse<[[0, 0], [1, 1]], 3> : tensor<2x2xi8>, b = sparse<[[0, 0], [1, 1]], [1, 2]> : vector<2x2xi16>} : () -> ()
