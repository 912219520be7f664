// Attribute and type alias definitions in the input. The printer does not keep input alias names:
// it re-derives aliases (#map, #set, #distinct, ... ) and inlines everything else.
#map = affine_map<(d0, d1) -> (d1, d0)>
#my_map = affine_map<(d0) -> (d0 floordiv 2)>
#unused_map = affine_map<(d0) -> (d0 * 100)>
#set0 = affine_set<(d0) : (d0 >= 0)>
#attr = {nested = [1, 2, 3]}
#dense = dense<[1, 2, 3]> : tensor<3xi32>
#str = "a string"
#opaque = #foo.bar<"x">
!ty = tensor<4x?xf32>
!tuple = tuple<i32, !ty>
!opaque_ty = !foo.type<1>
!unused_ty = memref<2xf32>
%0 = "foo.op"() {m = #map, n = #my_map, s = #set0, d = #attr, e = #dense, str = #str, o = #opaque} : () -> !ty
%1 = "foo.op"(%0) {t = !tuple} : (!ty) -> !opaque_ty
"foo.op"() {layout = memref<4x4xf32, #map>, again = #my_map, arr = [#map, #map]} : () -> ()
"foo.op"() {m1 = affine_map<(d0) -> (d0 + 1)>, m2 = affine_map<(d0) -> (d0 + 2)>, m3 = affine_map<(d0) -> (d0 + 3)>, m4 = affine_map<(d0) -> (d0 + 4)>, m5 = affine_map<(d0) -> (d0 + 5)>, m6 = affine_map<(d0) -> (d0 + 6)>, m7 = affine_map<(d0) -> (d0 + 7)>, m8 = affine_map<(d0) -> (d0 + 8)>, m9 = affine_map<(d0) -> (d0 + 9)>, m10 = affine_map<(d0) -> (d0 + 10)>, m11 = affine_map<(d0) -> (d0 + 11)>} : () -> ()
"foo.op"() {ty = tensor<2xf32, #map>, s2 = affine_set<(d0)[s0] : (d0 - s0 == 0)>, nested_map = {inner = [affine_map<(d0) -> (d0 - 1)>]}} : () -> ()
