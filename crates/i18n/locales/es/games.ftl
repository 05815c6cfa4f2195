# El nombre y el resumen de una línea de cada juego registrado
# (`game-NAME-title`, `game-NAME-summary`), compartidos por la línea de
# órdenes (`nimatron games`) y la aplicación.
game-nim-title = Nim
game-nim-summary = Quita cuantas piedras quieras de un montón.
game-wythoff-title = Juego de Wythoff
game-wythoff-summary = Dos montones: quita de uno, o lo mismo de los dos.
game-take-title = Quitar de 1 a K
game-take-summary = Quita entre 1 y K piedras de un montón.
game-subtraction-title = Juego de sustracción
game-subtraction-summary = Quita de un montón una cantidad de un conjunto fijo.
game-min-nim-title = Min Nim
game-min-nim-summary = Tres montones; quita de un montón una de tres cantidades fijas.
game-fibonacci-title = Nim de Fibonacci
game-fibonacci-summary = Un montón; quita como mucho el doble de lo que acaba de quitar tu rival.
game-kayles-title = Kayles
game-kayles-summary = Filas de bolos; derriba un bolo o dos vecinos.
game-sum-title = Suma de juegos
game-sum-summary = Varios juegos a la vez; cada jugada se hace en uno de ellos.
