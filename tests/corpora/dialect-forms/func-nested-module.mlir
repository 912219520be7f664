// A builtin.module nested in a func.func: inside it the default dialect is
// `builtin` again, so func.func keeps its prefix and `module` needs none.

func.func @nested_module() {
  builtin.module {
    func.func @inner() {
      return
    }
    module {
    }
  }
  return
}

func.func @nested_module_generic() {
  "builtin.module"() ({
    "func.func"() <{function_type = () -> (), sym_name = "g"}> ({
      "func.return"() : () -> ()
    }) : () -> ()
  }) : () -> ()
  return
}
