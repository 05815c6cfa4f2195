# El menú: el título de cada pantalla y su descripción en la portada y en
# la cabecera. Cada módulo de primera carga lleva este archivo
# (crates/app/src/modules/), para que la cabecera nombre todas las pantallas.
bouton-menu-title = Bouton, paso a paso
bouton-menu-description = Por qué la suma nim binaria gana al Nim, paso a paso en cualquier posición que escribas.
subtraction-title = Nim simplificado
subtraction-menu-description = Un montón, quitar de 1 a k: la Proposición 1 del artículo «El juego del NIM» (15 de febrero de 2012), el juego del 21 y el juego del 100.
min-nim-title = Min Nim
min-nim-menu-description = Tres montones, quitar r1, r2 o r3: la tabla entera de N/P y distancia, calculada en segundo plano, explorada y jugada.
grundy-title = Conjuntos de sustracción
grundy-menu-description = Cualquier conjunto de cantidades S en varios montones: la sucesión de Grundy con su preperiodo y su periodo, y una partida con la suma.
why-menu-title = Por qué, en cada juego
why-menu-description = El paso a paso de Bouton para Kayles, juegos octales, juegos de sustracción, el juego de Grundy y sumas: el valor de cada parte, la suma nim y la jugada ganadora.
nim-title = Nim
nim-menu-description = Montones de piedras: toma las que quieras de un solo montón. La suma nim de Bouton dice quién gana y cómo.
seq-title = Sucesiones de Grundy
seq-menu-description = El valor de Grundy de cada montón hasta un millón y más, para el juego de Grundy, Kayles, cualquier juego octal o conjunto de sustracción: calculado en segundo plano, dibujado, con su periodo o sus valores raros.
play-title = Jugar
play-menu-title = Jugar a cualquier juego
play-menu-description = Todos los juegos que conoce Nimatron en un tablero: juega contra la computadora o con un amigo, con el análisis de cada posición.
ws-title = Hoja de ejercicios
ws-menu-title = Hojas de ejercicios
ws-menu-description = Ejercicios para imprimir de cualquier juego, la misma hoja para el mismo número de hoja, con las soluciones.
misere-title = Cocientes misère
misere-menu-description = Kayles misère, Kayles de Dawson y cualquier juego octal resueltos como el juego normal: una pequeña tabla de multiplicar que dice quién gana cualquier suma de montones, calculada en segundo plano.
wythoff-title = Juego de Wythoff
wythoff-menu-description = Dos pilas, o una dama de ajedrez que va hacia la esquina: quita de una pila, o lo mismo de ambas. La proporción áurea dice quién gana.
gog-title = El juego de juegos
gog-menu-description = El Nim simplificado para todos los k a la vez: ¿quién gana más juegos J₁ … Jₙ₋₁? La Proposición 2 del artículo «El juego del NIM» (15 de febrero de 2012).
