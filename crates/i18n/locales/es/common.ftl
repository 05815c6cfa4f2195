# Palabras comunes: el idioma, el producto, los resultados, las convenciones.
lang-name = Español
app-title = Nimatron
app-tagline = Juega, mira y enseña los juegos de la familia del Nim.
heap-n = Montón { $n }
position-empty = (no queda nada)
value-none = ninguno
outcome-n = Posición N: quien mueve gana si juega bien
outcome-p = Posición P: quien mueve pierde si el rival juega bien
outcome-n-short = N
outcome-p-short = P
convention-normal = Juego normal (gana quien toma la última piedra)
convention-misere = Juego misère (pierde quien toma la última piedra)
