# Las palabras de la página de un juego: sus reglas, su teorema y lo que
# hacen de él sus números (game-NAME-rules, -theorem, -about). Un archivo
# por juego, para que cada parte de la app lleve solo los juegos que juega.

game-subtraction-about = quitar { $set } { $set ->
    [one] piedra
   *[other] piedras
} de un montón
game-subtraction-rules = Montones de piedras. En tu turno, quita { $set } { $set ->
    [one] piedra
   *[other] piedras
} de un montón (las cantidades del conjunto de este juego). Gana quien hace la última jugada.
game-subtraction-theorem = Los valores de Grundy de un montón, 0, 1, 2, …, siguen la regla del mex y se vuelven periódicos: con un conjunto finito la sucesión se repite para siempre tras un preperiodo. Con varios montones, haz el XOR de sus valores (Sprague–Grundy): 0 significa P.
