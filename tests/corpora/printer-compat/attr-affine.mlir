// Affine maps and integer sets as attributes and layouts.
"foo.op"() {m0 = affine_map<() -> ()>, m1 = affine_map<(d0) -> (d0)>, m2 = affine_map<(d0, d1) -> (d1, d0)>, m3 = affine_map<(d0)[s0] -> (d0 + s0)>, m4 = affine_map<(d0, d1)[s0, s1] -> (d0 * 2 + s1, d1 - s0)>} : () -> ()
"foo.op"() {m5 = affine_map<(d0) -> (d0 mod 4, d0 floordiv 8, d0 ceildiv 3)>, m6 = affine_map<(d0, d1) -> ()>, m7 = affine_map<(d0) -> (0)>, m8 = affine_map<() -> (42, -1)>, m9 = affine_map<()[s0] -> (s0 * 4)>} : () -> ()
"foo.op"() {m10 = affine_map<(d0, d1) -> (d0 - d1, -d0, d0 * -3, (d0 + d1) mod 2, (d0 * 4) floordiv (8), d1 + 1 - d0)>, m11 = affine_map<(i, j)[N] -> (i + j * N)>, m12 = affine_map<(d0) -> (d0 + d0, 3 * d0, d0 + 2 + 3)>} : () -> ()
"foo.op"() {m13 = affine_map<(d0, d1, d2) -> (d2 floordiv 4 + d1 * 8 - (d0 ceildiv 2) mod 3)>, m14 = affine_map<(d0) -> (-(d0 floordiv 2))>, m15 = affine_map<(d0)[s0] -> (d0 mod s0, d0 floordiv s0)>} : () -> ()
"foo.op"() {s0 = affine_set<(d0) : (d0 >= 0)>, s1 = affine_set<(d0, d1)[s0] : (d0 - s0 >= 0, d1 == 0, -d0 + 10 >= 0)>, s2 = affine_set<() : (0 == 0)>, s3 = affine_set<(d0) : (1 == 0)>, s4 = affine_set<(d0)[s0] : (d0 mod 2 == 0, s0 - 1 >= 0)>} : () -> ()
"foo.op"() {s5 = affine_set<(d0, d1) : (d0 >= d1, d0 + 1 <= 5)>} : () -> ()
"foo.op"() {arr = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0, d1) -> (d0)>]} : () -> ()
