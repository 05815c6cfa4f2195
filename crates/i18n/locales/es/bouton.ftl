# El método de Bouton, paso a paso (explain de la CLI y la pantalla de Bouton).
bouton-title = El método de Bouton, paso a paso
bouton-position = Posición: { $heaps } — { $convention }
bouton-step = Paso { $n }.
bouton-column = la columna del { $power }
bouton-column-count = { $power }: { $count }
bouton-move-words = quita { $take } del montón { $heap } ({ $from } → { $to })
bouton-binary = Escribe cada montón en binario, una columna por cada potencia de dos:
bouton-powers = Como sumas de potencias de dos distintas: { $sums }.
bouton-powers-cancel = Las potencias iguales se cancelan por pares: { $powers }.
bouton-powers-left = Lo que queda suma { $left }: la suma nim.
bouton-columns = Cuenta los 1 de cada columna: { $counts }.
bouton-columns-wide = Cuenta los 1 de cada una de las { $width } columnas.
bouton-columns-odd = Columnas impares: { $columns }.
bouton-columns-even = Todas las columnas son pares: la posición está «perfectamente apareada».
bouton-nim-sum = La suma nim es { $value } (en binario, { $binary }): un 1 bajo cada columna impar, un 0 bajo cada par.
bouton-lemma1 = La suma nim es 0. Toda jugada rompe una columna (Lema 1): quitar piedras de un montón convierte su 1 más alto que cambia en un 0, y esa columna, antes par, queda impar.
bouton-lemma1-over = La suma nim es 0 y no queda ninguna piedra: no hay jugada posible.
bouton-lemma1-heap = El montón { $heap } ({ $size }) tiene { $count ->
    [one] su 1 en la columna { $columns }: toda jugada en él la cambia.
   *[other] sus 1 en las columnas { $columns }: toda jugada en él cambia alguna de ellas.
}
bouton-leading = La suma nim no es 0. Su 1 de más a la izquierda está en { $column }. { $count ->
    [one] El montón { $heaps } tiene un 1 ahí.
   *[other] Los montones { $heaps } tienen un 1 ahí.
}
bouton-candidate = Montón { $heap }: { $from } ⊕ { $sum } = { $target }, que es menor, así que { $move }. Después todas las columnas son pares ({ $counts }) (Lema 2).
bouton-candidate-wide = Montón { $heap }: { $from } ⊕ { $sum } = { $target }, que es menor, así que { $move }. Después todas las columnas son pares (Lema 2).
bouton-misere-switch = Cambio misère: esa jugada dejaría solo montones de 0 o 1 piedras, { $normal_ones } con una piedra, un número par, y tú tomarías la última piedra. Deja el montón { $heap } en { $misere } en vez de { $normal }: { $misere_ones ->
    [one] un montón de una piedra
   *[other] { $misere_ones } montones de una piedra
}, un número impar, y tu rival toma la última.
bouton-misere-ending-odd = Misère, y todos los montones tienen 0 o 1 piedras: las jugadas son forzadas. { $ones ->
    [one] Queda un montón de una piedra, un número impar,
   *[other] Quedan { $ones } montones de una piedra, un número impar,
} así que quien mueve toma la última piedra y pierde.
bouton-misere-ending-even = Misère, y todos los montones tienen 0 o 1 piedras: las jugadas son forzadas. Quedan { $ones } montones de una piedra, un número par, así que quien mueve toma una y deja la última piedra al rival.
bouton-misere-ending-empty = Misère, y no queda ninguna piedra: quien tomó la última ha perdido. La partida ha terminado, y quien mueve ha ganado.
bouton-verdict-n = { $count ->
    [one] Veredicto: posición N; quien mueve gana. La jugada ganadora:
   *[other] Veredicto: posición N; quien mueve gana. Las { $count } jugadas ganadoras:
}
bouton-verdict-over = Veredicto: posición N; la partida ha terminado, y quien mueve ha ganado. No queda ninguna jugada.
bouton-verdict-p = Veredicto: posición P; quien mueve pierde si el rival juega bien. No hay jugada ganadora.
bouton-verdict-over-p = Veredicto: posición P; la partida ha terminado: quien mueve no tiene jugada y ha perdido.

# La pantalla y el panel de Bouton (solo la app).
bouton-lede = Escribe una posición o elige un ejemplo y recorre la prueba de Bouton: los montones en binario, las columnas, la suma nim y todas las jugadas ganadoras.
bouton-presets-label = Ejemplos
bouton-preset-345 = 3, 4, 5 (Wikipedia)
bouton-preset-35969 = 3, 5, 9, 6, 9 (una posición P)
bouton-preset-79 = 7, 9 (el espejo)
bouton-preset-misere = Misère 3, 4, 5 paso a paso
bouton-field-label = Montones
bouton-field-hint = Hasta { $max } números enteros, separados por comas o espacios.
bouton-misere-label = Misère (pierde quien toma la última piedra)
bouton-explain = Explicar
bouton-error-too-many = La explicación paso a paso admite como mucho { $max } montones; se dieron { $asked }.
bouton-error-empty = Escribe al menos el tamaño de un montón.
bouton-error-shown-instead = Se muestra { $heaps } en su lugar.
bouton-summary-heaps = Montones
bouton-summary-nim-sum = Suma nim
bouton-view-label = Método
bouton-view-steps = Columnas binarias
bouton-view-powers = Potencias de dos
bouton-steps-label = Pasos
bouton-step-of = Paso { $n } de { $count }
bouton-prev = Anterior
bouton-next = Siguiente
bouton-play = Reproducir
bouton-pause = Pausa
bouton-keys-hint = Teclas: ← y → cambian de paso, la barra espaciadora reproduce o pausa.
bouton-too-many = La explicación paso a paso admite como mucho { $max } montones; esta posición tiene { $count }.
bouton-kind-binary = Los montones en binario
bouton-kind-columns = Cuenta cada columna
bouton-kind-nim-sum = La suma nim
bouton-kind-lemma1 = Toda jugada rompe una columna
bouton-kind-leading = El 1 de más a la izquierda
bouton-kind-move = Jugada ganadora en el montón { $heap }
bouton-kind-misere-switch = El cambio misère
bouton-kind-misere-ending = El final misère
bouton-kind-verdict = Veredicto
bouton-table-heap = Montón
bouton-table-size = Tamaño
bouton-table-ones = Unos
bouton-table-nim-sum = Suma nim
bouton-table-power = 2 elevado a { $k }
bouton-table-odd = impar
bouton-table-scroll = Tabla binaria, se desplaza en horizontal
bouton-caption-binary = { $heaps } en binario; cada columna lleva encima su potencia de dos.
bouton-caption-columns = Los 1 contados en cada columna; las columnas impares están resaltadas.
bouton-caption-leading = El 1 de más a la izquierda de la suma nim y los montones con un 1 en esa columna.
bouton-caption-after = Tras «{ $move }»: todas las columnas son pares.
bouton-paired = Perfectamente apareada (PA): todas las columnas son pares.
bouton-not-paired = Sin aparear: { $count ->
    [one] una columna es impar.
   *[other] { $count } columnas son impares.
}
bouton-xor-caption = Montón { $heap }: { $from } ⊕ { $sum }
bouton-xor-heap = montón x
bouton-xor-sum = suma nim s
bouton-xor-target = x ⊕ s
bouton-xor-remove = Quita { $from } − { $target } = { $take }.
bouton-lemma1-example = Por ejemplo, quita 1 del montón { $heap } ({ $from } → { $to }): { $column } queda impar.
bouton-misere-caption = El montón { $heap } en las dos convenciones
bouton-misere-row-normal = Jugada normal
bouton-misere-row-misere = Jugada misère
bouton-misere-col-leave = Deja el montón { $heap } en
bouton-misere-col-ones = Montones de una piedra
bouton-misere-col-parity = Paridad
bouton-even = par
bouton-odd = impar
bouton-powers-caption = Cada montón como suma de potencias de dos distintas; las potencias iguales se cancelan por pares (tachadas).
bouton-powers-left-row = Queda
bouton-powers-cancelled = cancelada
bouton-walk-title = Misère 3, 4, 5: una partida entera (Wikipedia)
bouton-walk-intro = Elige una posición de la partida para explicarla. En 0, 2, 1 la jugada normal dejaría un número par de montones de 1, así que en misère cambia.
bouton-walk-caption = La partida misère desde 3, 4, 5, jugada a jugada
bouton-walk-col-move = Jugada
bouton-walk-col-position = Posición
bouton-walk-start = Inicio
bouton-walk-show = Explicar { $heaps }
bouton-caption-broken = Tras esa jugada: la columna del 1 que cambió es impar y la suma nim ya no es 0.
