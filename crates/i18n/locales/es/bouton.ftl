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
bouton-columns-odd = Columnas impares: { $columns }.
bouton-columns-even = Todas las columnas son pares: la posición está “perfectamente apareada”.
bouton-nim-sum = La suma nim es { $value } (binario { $binary }): un 1 bajo cada columna impar, un 0 bajo cada par.
bouton-lemma1 = La suma nim es 0. Toda jugada rompe una columna (Lema 1): quitar piedras de un montón convierte su 1 más alto que cambia en un 0, y esa columna, antes par, queda impar.
bouton-lemma1-heap = El montón { $heap } ({ $size }) tiene sus 1 en las columnas { $columns }: toda jugada en él cambia alguna de ellas.
bouton-leading = La suma nim no es 0. Su 1 de más a la izquierda está en { $column }. { $count ->
    [one] El montón { $heaps } tiene un 1 ahí.
   *[other] Los montones { $heaps } tienen un 1 ahí.
}
bouton-candidate = Montón { $heap }: { $from } ⊕ { $sum } = { $target }, que es menor, así que { $move }. Después todas las columnas son pares ({ $counts }) (Lema 2).
bouton-misere-switch = Cambio misère: esa jugada dejaría solo montones de 0 o 1 piedras, { $normal_ones } con una piedra, un número par, y tú tomarías la última piedra. Deja el montón { $heap } en { $misere } en vez de { $normal }: { $misere_ones ->
    [one] un montón de una piedra
   *[other] { $misere_ones } montones de una piedra
}, un número impar, y tu rival toma la última.
bouton-misere-ending-odd = Misère, y todos los montones tienen 0 o 1 piedras: las jugadas son forzadas. { $ones ->
    [one] Un montón de una piedra
   *[other] { $ones } montones de una piedra
} es impar, así que quien mueve toma la última piedra y pierde.
bouton-misere-ending-even = Misère, y todos los montones tienen 0 o 1 piedras: las jugadas son forzadas. { $ones } montones de una piedra es par, así que quien mueve toma una y deja la última piedra al rival.
bouton-verdict-n = { $count ->
    [one] Veredicto: posición N; quien mueve gana. La jugada ganadora:
   *[other] Veredicto: posición N; quien mueve gana. Las { $count } jugadas ganadoras:
}
bouton-verdict-p = Veredicto: posición P; quien mueve pierde si el rival juega bien. No hay jugada ganadora.
