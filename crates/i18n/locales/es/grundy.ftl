# La pantalla de la tira de Grundy (#/subtraction-sets): cualquier conjunto de sustracción, varios montones.
grundy-lede = Una jugada quita s piedras de un montón, con s en el conjunto S; quien no puede mover pierde. Cada tamaño de montón tiene un valor de Grundy; la sucesión g(0), g(1), … acaba repitiéndose, y una posición es P exactamente cuando el XOR de los valores de sus montones es 0.
grundy-error-set = «{ $given }» no es un conjunto de cantidades como 1,3,4.
grundy-error-heaps = «{ $given }» no son de 1 a 8 tamaños de montón hasta 1000000000.
grundy-error-instead = Se muestra el conjunto { $set } con los montones { $heaps } en su lugar.
grundy-field-set = Cantidades S
grundy-field-heaps = Montones
grundy-start = Empezar
grundy-limits = Hasta { $heaps } montones de como mucho { $max } piedras; el conjunto, como lo admite el núcleo (cantidades hasta 4096, como mucho 64).
grundy-presets-label = Ejemplos
grundy-preset-134 = S = 1, 3, 4
grundy-preset-k3 = Quitar de 1 a 3
grundy-preset-25 = S = 2, 5
grundy-preset-237 = S = 2, 3, 7
grundy-strip-title = La sucesión de Grundy de un montón
grundy-preperiod = Preperiodo:
grundy-period = periodo:
grundy-strip-label = Los primeros { $count } valores de Grundy
grundy-strip-legend = Gris: el preperiodo; después cada periodo en bandas alternas. En negrita: el valor 0 (un montón P por sí solo).
grundy-play-title = Juega contra la computadora
grundy-heap = Montón { $heap }: { $size ->
    [one] 1 piedra
   *[other] { $size } piedras
}, valor de Grundy { $g }
grundy-outcome-n = Posición N: la suma de Grundy es { $sum } ≠ 0; quien mueve gana quitando { $take } del montón { $heap }.
grundy-outcome-p = Posición P: la suma de Grundy es { $sum }; quien mueve pierde si el rival juega bien.
grundy-sequence-link = La sucesión entera, dibujada (hasta millones de montones)
