// Alias ordering: aliases are sorted by nesting depth, then by alias name prefix; suffix numbers follow that order.
// distinct[...] ids are renumbered in the order they are printed.
"foo.op"() {a = affine_set<(d0) : (d0 >= 0)>, b = distinct[0]<affine_map<(d0) -> (d0 + 7)>>, c = affine_map<(d0) -> (d0)>, d = distinct[1]<1 : i32>, e = [distinct[2]<distinct[1]<1 : i32>>], f = memref<2xf32, affine_map<(d0) -> (d0 * 3)>>} : () -> ()
"foo.op"() {g = distinct[3]<[affine_set<(d0) : (d0 >= 0)>, affine_map<(d0) -> (d0)>]>, h = affine_set<()[s0] : (s0 == 0)>} : () -> ()
