# The "why" walk for every game that splits into parts (issue 32).
why-part = la parte { $n } ({ $position })
why-part-n = Parte { $n }
why-table-part = { $kind ->
    [row] Parte (una fila)
    [heap] Parte (un montón)
   *[other] Parte
}
why-table-value = Valor de Grundy
why-part-start = La parte { $n } ({ $position })
why-parts = { $count ->
    [one] La posición es una sola parte: { $parts }.
   *[other] La posición se divide en { $count } partes independientes: { $parts }.
} Una jugada cambia una sola parte, así que cada parte se juega como un montón de Nim de su valor de Grundy (Sprague–Grundy), y la posición vale la suma nim de esos valores.
why-value-rule = { $part } vale { $value }: la regla de { $game } lo da directamente.
why-value-sequence = { $part } vale { $value }: la sucesión de Grundy de { $game } en { $heap }.
why-value-component = { $part } vale { $value }: el valor de su propio juego, { $game }.
why-value-component-parts = { $part } vale { $value }: su propio juego, { $game }, también la divide, y los valores de sus partes dan { $xor }.
why-options = Sus jugadas dejan { $options }. El menor valor que no tiene ninguna es { $value }: ese es su valor de Grundy.
why-options-none = No tiene jugadas, así que su valor de Grundy es 0.
why-binary = Escribe el valor de cada parte en binario, una columna por cada potencia de dos:
why-leading = La suma nim no es 0. Su primer 1 por la izquierda está en { $column }. { $count ->
    [one] La parte { $parts } tiene un 1 ahí.
   *[other] Las partes { $parts } tienen un 1 ahí.
}
why-target = Cambia { $part }: { $from } ⊕ { $sum } = { $value }, que es menor, así que la parte debe pasar a valer { $value }. Entonces todas las columnas son pares.
why-move = En { $part }, juega a { $to }, que vale { $value }.
why-move-split = En { $part }, juega a { $to }: se divide en filas de { $pieces }, y sus valores dan { $xor }, justo el valor necesario.
why-result = La posición pasa a ser { $position }, con suma nim 0: tu rival queda ante una posición P y pierde si juegas bien.
why-every-move-loses = La suma nim es 0: una posición P. Una jugada cambia una parte, y nunca a un valor que ya tiene (el valor de una parte es el menor valor que sus jugadas no alcanzan), así que tras cualquier jugada la suma nim deja de ser 0, y el rival puede volver a dejarla en 0.
why-every-move-loses-part = { $part } vale { $value }; sus jugadas alcanzan { $values }, nunca { $value }.
why-over = Ninguna parte tiene jugadas: la partida ha terminado y quien mueve ha perdido.
why-misere = Juego misère (pierde quien hace la última jugada): el teorema de Sprague–Grundy no se traslada. La suma nim de los valores de las partes no dice quién gana, así que aquí no se propone ninguna jugada a partir de ella; el análisis juzga la posición con la regla propia del juego o buscándola.
why-title = Por qué gana esta jugada, paso a paso
why-lede = Una posición que se divide en partes independientes vale la suma nim de los valores de sus partes. Recórrela paso a paso.
why-game-label = Juego
why-position-label = Posición
why-explain = Explicar
why-kind-parts = Las partes
why-kind-value = El valor de una parte
why-kind-binary = Los valores en binario
why-kind-columns = Cuenta cada columna
why-kind-nim-sum = La suma nim
why-kind-leading = El primer 1
why-kind-target = La parte que cambia
why-kind-move = La jugada
why-kind-result = La posición que deja
why-kind-loses = Toda jugada pierde
why-kind-over = La partida ha terminado
why-kind-misere = Juego misère
why-sequence-link = Ver la sucesión en { $heap }
why-summary-nim-sum = Suma nim
why-presets-label = Ejemplos
why-preset-kayles = Kayles 5, 7
why-preset-kayles-split = Kayles 10 (se divide)
why-preset-nim = Nim 3, 4, 5 (Wikipedia)
why-preset-take = Quitar de 1 a 3, 19 piedras (Nim simplificado)
why-preset-grundy = Juego de Grundy, 7 (una posición P)
why-preset-subtraction = Sustracción 1, 3, 4 en 5, 7, 9
why-preset-sum = Nim + Kayles + Nim de Fibonacci
