// FLAGS: --split-input-file
// Symbol tables: public declarations, redefinitions, and empty function
// bodies.

// expected-error@+1 {{'func.func' op symbol declaration cannot have public visibility}}
func.func @f(i32)

// -----

// expected-note@+1 {{see existing symbol definition here}}
func.func @f() {
  return
}
// expected-error@+1 {{redefinition of symbol named 'f'}}
func.func @f() {
  return
}

// -----

// expected-error@+1 {{custom op 'func.func' expected non-empty function body}}
func.func @f() {
}

// -----

func.func private @f() {
  return
}
