// Two top-level modules: they are wrapped in an implicit module (a single top-level builtin.module is not wrapped).
// Empty blocks print their label (^bb0:) even though they are entry blocks without arguments.
module @a {
}
module @b attributes {foo.x = 1 : i32} {
  "foo.op"() : () -> ()
}
