# La pantalla misère (#/misere, issue 28): el cociente misère de un juego de quitar y partir, calculado en segundo plano, y una caja de sumas.
misere-lede = En el juego misère pierde quien hace la última jugada, y la suma nim ya no decide quién gana. Lo decide el cociente misère de Plambeck y Siegel: cada montón vale una palabra de un pequeño monoide conmutativo Q, una suma de montones vale el producto de sus palabras, y es una posición P (pierde quien mueve) exactamente cuando ese producto está en la parte P. Aquí el cociente se construye montón a montón, y cada montón se demuestra antes de guardarlo.
misere-field-game = Juego
misere-field-upto = Hasta el montón
misere-compute = Calcular
misere-limits = Kayles (kayles), Kayles de Dawson (dawson), el juego de Grundy (grundy) o cualquier juego octal (octal:0.137, octal:4.7, …); montones hasta { $max }. La construcción se detiene antes si el cociente queda demostrado para todo montón.
misere-presets-label = Ejemplos
misere-preset-kayles = Kayles
misere-preset-dawson = Kayles de Dawson
misere-preset-0137 = Ajedrez de Dawson (0.137)
misere-preset-nim3 = Nim con montones de 3 como mucho (manso)
misere-preset-075 = Octal 0.75 (salvaje)
misere-error-upto = «{ $given }» no es un tamaño de montón entre 1 y { $max }.
misere-error-not-covered = «{ $given }» no tiene cociente misère aquí: se calcula para los juegos de quitar y partir jugados con montones (Kayles, Kayles de Dawson, el juego de Grundy y los juegos octales).
misere-error-too-many = Como mucho { $max } montones en una suma (se dieron { $asked }).
misere-cancelled = Cancelado: no se está calculando nada.
misere-again = Calcular de nuevo
misere-progress = Calculando en segundo plano: montón { $done } de { $total }.
misere-cancel = Cancelar
misere-failed = No se pudo calcular este cociente.
misere-done = Cociente calculado hasta el montón { $upto } en { $ms } ms.
misere-result-title = El cociente
misere-solved = Resuelto en el montón { $at }: Φ es periódica de periodo { $period } desde el montón { $preperiod }, así que este cociente decide toda suma de montones de cualquier tamaño.
misere-not-solved = No resuelto: calculado hasta el montón { $upto }. Decide toda suma de montones de hasta { $upto }, con cualquier número de montones.
misere-limit = Detenido antes del montón { $heap }: se alcanzó el límite de { $what }. Lo que se muestra es exacto para toda suma de montones de hasta { $upto }.
misere-order = Elementos de Q
misere-p-count = Elementos de P
misere-period = Periodo de Φ
misere-period-value = { $period } (desde el montón { $preperiod })
misere-period-none = desconocido (no resuelto)
misere-tame-label = Manso o salvaje
misere-tame = manso
misere-wild = salvaje
misere-tame-note = Manso: el juego misère sigue la estrategia del Nim misère (jugar como en el juego normal hasta que todos los montones fueran a quedar de tamaño 1, y entonces dejar un número impar de ellos).
misere-wild-note = Salvaje: la estrategia del Nim misère no basta aquí; la tabla del cociente es la que distingue las posiciones.
misere-normal-label = Juego normal
misere-normal-period = valores de Grundy periódicos de periodo { $period } desde el montón { $preperiod }
misere-normal-none = ningún periodo demostrado
misere-presentation-title = Presentación
misere-generator = { $g } = montón { $heap }
misere-generators = Generadores: { $list }.
misere-relations = Relaciones:
misere-p-portion = Parte P (las palabras de las posiciones P):
misere-phi-title = Φ montón a montón
misere-phi-note = La palabra que vale cada montón. Un montón resaltado es uno en el que cambió la presentación: ese montón distinguió sumas que el cociente anterior tomaba por iguales.
misere-phi-changed = La presentación cambió en el montón { $heap }.
misere-phi-legend = Resaltado: la presentación cambió en ese montón.
misere-table-title = Tabla de multiplicar
misere-table-note = Cada elemento escrito como su palabra; un producto resaltado está en P.
misere-table-too-large = El cociente tiene { $order } elementos: su tabla se dibuja hasta { $max }.
misere-sum-title = Una suma de montones
misere-sum-label = Montones
misere-sum-hint = Escribe tamaños de montones, separados por comas.
misere-sum-not-covered = El cociente no está resuelto y llega solo hasta el montón { $upto }: el montón { $heap } queda más allá. Pide más montones arriba.
misere-sum-heap-too-large = El montón { $heap } es demasiado grande para listar aquí sus jugadas (como mucho { $max }).
misere-sum-product = Su producto: { $word }.
misere-sum-p = Una posición P: en el juego misère pierde quien mueve.
misere-sum-n = Una posición N: en el juego misère gana quien mueve.
misere-sum-moves = { $count ->
    [one] Una jugada ganadora:
   *[other] { $count } jugadas ganadoras:
}
misere-sum-nothing = nada
misere-sum-move = el montón de { $from } pasa a ser { $left }, y queda { $result }
misere-sum-more = y { $more } más.
misere-play = Jugar esta posición (misère)
# El paseo del porqué en juego misère donde un cociente misère cubre la posición (issue 32, punto 8).
why-misere-quotient = Juego misère (pierde quien hace la última jugada): la suma nim de los valores de Grundy no dice quién gana, pero el cociente misère de este juego sí ({ $reach }). Cada parte vale una palabra del cociente, y la posición vale su producto.
why-misere-solved = está resuelto, así que cubre montones de cualquier tamaño
why-misere-upto = es exacto para montones de hasta { $upto }
why-misere-words = Las palabras de las partes: { $parts }.
why-misere-product-p = Su producto es { $word }, que está en la parte P { $portion }: pierde quien mueve, haga lo que haga.
why-misere-product-n = Su producto es { $word }, que no está en la parte P { $portion }: gana quien mueve.
why-misere-move = La jugada ganadora deja { $position }: su producto, { $word }, está en la parte P, así que al otro jugador le toca perder.
why-kind-misere-words = Las palabras de las partes
why-kind-misere-product = Su producto
why-kind-misere-move = La jugada ganadora
why-misere-waiting = Juego misère (pierde quien hace la última jugada): se está calculando el cociente misère de este juego, que dice quién gana…
why-summary-word = Palabra en el cociente misère
why-parts-misere = { $count ->
    [one] La posición es una sola parte: { $parts }.
   *[other] La posición se divide en { $count } partes independientes: { $parts }.
} Una jugada cambia una sola parte.
