# El botón del modo proyector mientras está activado (crates/app/src/components/header.rs).
# En una pantalla táctil, el mensaje `ID-touch`, si existe, sustituye a `ID` (crates/app/src/i18n.rs).
present-on = activado
present-leave-hint = El modo proyector está activado: pulsa este botón, Escape o P para salir
present-leave-hint-touch = El modo proyector está activado: toca este botón para salir
# Un eje del mapa de calor de Min Nim: qué montón cuenta.
heatmap-axis-heap = montón { $heap }
