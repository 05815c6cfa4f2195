# Las palabras de la página de un juego: sus reglas, su teorema y lo que
# hacen de él sus números (game-NAME-rules, -theorem, -about). Un archivo
# por juego, para que cada parte de la app lleve solo los juegos que juega.

game-take-about = quitar de 1 a { $k } { $k ->
    [one] piedra
   *[other] piedras
} de un montón
game-take-rules = Montones de piedras. En tu turno, quita entre 1 y { $k } piedras de un montón. Gana quien quita la última piedra.
game-take-theorem = Un montón de n piedras tiene valor de Grundy n mod { $period } (uno más que { $k ->
    [one] la piedra
   *[other] las { $k } piedras
} que puede quitar una jugada), así que un montón es una posición P exactamente cuando n es múltiplo de { $period }. Con varios montones, haz el XOR de esos valores: 0 significa P.
