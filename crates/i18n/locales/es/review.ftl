# La revisión de las jugadas de una partida (el panel de revisión y `nimatron review`)
review-best-won = la mejor (la victoria más rápida)
review-best-lost = la mejor (la posición estaba perdida: la resistencia más larga)
review-best-outcome = la mejor (conserva la victoria; juzgada solo por quién gana, el número de jugadas hasta el final queda fuera de alcance)
review-good-won = buena (gana, pero no por el camino más rápido)
review-good-lost = buena (la posición estaba perdida; la partida podía haber durado más)
review-good-outcome = buena (la posición estaba perdida de todos modos; juzgada solo por quién gana)
review-mistake = error (la posición estaba ganada, y esta jugada regala la victoria)
review-unknown = desconocida (quién gana aquí queda fuera de alcance)
review-tally = { $player }: { $counts }
review-tally-best = { $count ->
    [one] 1 mejor jugada
   *[other] { $count } mejores jugadas
}
review-tally-good = { $count ->
    [one] 1 buena
   *[other] { $count } buenas
}
review-tally-mistakes = { $count ->
    [0] ningún error
    [one] 1 error (jugada { $moves })
   *[other] { $count } errores (jugadas { $moves })
}
review-tally-unknown = { $count ->
    [one] 1 desconocida
   *[other] { $count } desconocidas
}
review-not-a-move = la jugada { $number } ({ $given }) no es una jugada desde { $from }
review-after-the-end = la jugada { $number } ({ $given }) llega después del final de la partida ({ $from }: no queda ninguna jugada)
review-refused = la jugada { $number } ({ $given }) no se acepta
review-too-long = un registro tiene como mucho { $max } jugadas
# El panel de revisión junto al tablero
review-title = Revisión de las jugadas
review-open = Revisar las jugadas
review-close = Ocultar la revisión
review-none = Todavía no se ha hecho ninguna jugada.
review-move = { $number }. { $player } → { $position }
review-better = Mejor: { $moves }
review-try = Probar desde aquí
review-try-label = Volver a antes de la jugada { $number } y jugarla de otra manera
review-undone = (deshecha)
review-summary-title = Cómo jugó cada lado
# Un registro pegado: una posición por línea
review-record-label = El registro: la posición tras cada jugada, una por línea
review-record-open = Abrir este registro
review-record-stopped = Este registro se detiene antes de tiempo: { $why }. Las jugadas anteriores están en el tablero.
review-record-bad-line = La línea { $number } del registro no es una posición: { $why }
# Los puntos de la gráfica de valores
review-chart-verdict = Jugada { $ply }: { $verdict }
# Quién hizo una jugada ($who: you, computer, player)
review-who = { $who ->
    [you] Tú
    [computer] Computadora
   *[player] Jugador { $player }
  }
review-record-paste = Pega aquí un registro para jugarlo desde el principio
review-verdict-best = la mejor
review-verdict-good = buena
review-verdict-mistake = error
review-verdict-unknown = desconocida
