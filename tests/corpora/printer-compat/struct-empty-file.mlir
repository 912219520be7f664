// An input with no operations: the implicit module has one empty block, printed with an explicit ^bb0: label.
