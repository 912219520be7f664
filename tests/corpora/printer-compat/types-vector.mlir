// Vector types: 1-D, n-D, 0-D, scalable dimensions.
"foo.op"() {a = vector<4xf32>, b = vector<2x3x4xi8>, c = vector<f32>, d = vector<[4]xf32>, e = vector<2x[4]xf32>, f = vector<[2]x[4]xi1>, g = vector<1xindex>, h = vector<4xf8E4M3FN>} : () -> ()
%0 = "foo.op"() : () -> vector<4xf32>
%1 = "foo.op"() : () -> vector<f32>
%2 = "foo.op"() : () -> vector<[4]xf32>
%3 = "foo.op"() : () -> vector<2x[4]xf32>
%4 = "foo.op"() : () -> vector<4x[8]x2xi32>
