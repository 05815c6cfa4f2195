# El catálogo de todos los juegos de la página de inicio (crates/app/src/screens/home.rs,
# screens/catalogue/). El módulo de la página de inicio lleva este archivo, no play.ftl.
catalogue-title = Los juegos
catalogue-intro = Cada juego registrado, listo para jugar desde una posición de ejemplo.
catalogue-play = Jugar
catalogue-family-nim = El Nim y sus reglas
catalogue-family-subtraction = Juegos de sustracción
catalogue-family-take-and-break = Quitar y partir
catalogue-family-boards = Tableros y grafos
catalogue-family-sums = Sumas de juegos
catalogue-rules = Reglas
catalogue-computer-first = Empieza la computadora: con juego perfecto, pierde quien mueve desde aquí.
