# Las palabras de la página de un juego: sus reglas, su teorema y lo que
# hacen de él sus números (game-NAME-rules, -theorem, -about). Un archivo
# por juego, para que cada parte de la app lleve solo los juegos que juega.

game-octal-rules = Filas de objetos, con el código octal { $code }.{ $whole_count ->
    [0] {""}
   *[other] { " " }Una jugada puede quitar una fila entera de { $whole } { $whole ->
        [one] objeto
       *[other] objetos
    }.
}{ $end_count ->
    [0] {""}
   *[other] { " " }Una jugada puede quitar { $end } { $end ->
        [one] objeto
       *[other] objetos
    } del extremo de una fila más larga, dejando una fila.
}{ $middle_count ->
    [0] {""}
   *[other] { " " }Una jugada puede quitar { $middle } { $middle ->
        [one] objeto
       *[other] objetos
    } del interior de una fila, dejando dos filas.
}{ $split ->
    [1] { " " }También se puede partir una fila en dos sin quitar nada.
   *[other] {""}
} No hay otras jugadas; pierde quien no puede mover. Cómo se lee un código: la cifra k tras el punto dice cómo se pueden quitar k objetos, sumando 1 si pueden ser una fila entera, 2 si pueden dejar una fila y 4 si pueden dejar dos filas; un 4 antes del punto permite partir una fila en dos sin quitar nada.
game-octal-theorem = Sprague–Grundy: el valor de una posición es el XOR de los valores de sus montones. El teorema de periodicidad octal (Guy y Smith): si G(n + p) = G(n) para todo n desde e hasta 2e + p + t, donde t es lo más que quita una jugada, entonces se cumple para todo n desde e. Cuando los valores calculados prueban un periodo, se muestran el preperiodo y el periodo.
game-octal-about = el código octal { $code }, explicado en las reglas de abajo
