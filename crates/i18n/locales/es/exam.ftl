# El modo examen, en cada pantalla donde se juega (crates/app/src/play/exam.rs).
exam-toggle = Modo examen (oculta todo el análisis)
exam-off-note = Actívalo para ocultar quién gana y las jugadas ganadoras, para una prueba.
exam-on-note = Modo examen: quién gana y las jugadas ganadoras están ocultos.
exam-hints-toggle = Permitir la pista
exam-hint-off = La pista está desactivada en el modo examen.
# Un montón del juego de la tira de Grundy en modo examen: sin su valor de Grundy.
exam-heap = Montón { $heap }: { $size ->
    [one] 1 piedra
   *[other] { $size } piedras
}
