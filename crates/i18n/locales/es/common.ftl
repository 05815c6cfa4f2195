# Palabras comunes: el producto, los resultados, las convenciones.
app-title = Nimatron
app-tagline = Juega, mira y enseña los juegos de la familia del Nim.
heap-n = Montón { $n }
position-empty-part = vacío
position-empty = (no queda nada)
value-none = ninguno
outcome-n = Posición N: quien mueve gana si juega bien
outcome-p = Posición P: quien mueve pierde si el rival juega bien
outcome-n-over = Posición N: la partida ha terminado y quien mueve ha ganado: en misère pierde quien hace la última jugada
outcome-p-over = Posición P: la partida ha terminado: quien mueve no tiene jugada y ha perdido
outcome-n-short = N
outcome-p-short = P
convention-normal = Juego normal (gana quien toma la última piedra)
convention-misere = Juego misère (pierde quien toma la última piedra)
# A long computation before its first progress report.
job-starting = Empezando el cálculo en segundo plano…
# Números en palabras, como los enumeran las palabras de un juego y sus rechazos: «1, 3 o 4».
words-list-or = { $init } o { $last }
