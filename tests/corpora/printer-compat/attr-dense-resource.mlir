// dense_resource attributes referring to blobs in the file-level dialect_resources section.
"foo.op"() {a = dense_resource<blob1> : tensor<3xi32>, b = dense_resource<blob2> : tensor<2xf32>} : () -> ()
"foo.op"() {c = dense_resource<blob1> : tensor<3xi32>, d = dense_resource<"quoted name"> : tensor<1xi8>, e = dense_resource<__elided__> : tensor<4xi8>, f = dense_resource<aligned8> : tensor<1xi64>} : () -> ()

{-#
  dialect_resources: {
    builtin: {
      aligned8: "0x080000000100000000000000",
      blob1: "0x04000000010000000200000003000000",
      blob2: "0x040000000000803F00000040",
      "quoted name": "0x0100000007",
      unused_blob: "0x0400000001000000"
    }
  }
#-}
