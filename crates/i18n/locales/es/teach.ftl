# El material del docente que dibuja la aplicación entera: compartir, hojas de ejercicios; y las palabras de las páginas de los docentes. Los botones Compartir y Proyector de la cabecera están en app.ftl.
# En una pantalla táctil, el mensaje `ID-touch`, si existe, sustituye a `ID` (crates/app/src/i18n.rs).

## Compartir
teach-share-title = Compartir lo que está en pantalla
teach-share-intro = El enlace abre exactamente esta pantalla, con su juego, posición, ajustes e idioma. Ponlo en un mensaje, una diapositiva o tu propia página web.
teach-share-close = Cerrar
teach-share-link = Enlace
teach-share-iframe = Marco para tu página web (iframe)
teach-share-widget = Widget para tu página web
teach-share-no-widget = Esta pantalla no tiene widget: comparte el enlace o el marco.
teach-share-qr-label = Código QR del enlace
teach-share-qr-caption = Escanéalo para abrir esta pantalla en un móvil o una tableta.
teach-share-qr-too-long = Este enlace es demasiado largo para un código QR: comparte el enlace.
teach-share-qr-waiting = Dibujando el código QR…
teach-share-qr-failed = No se ha podido dibujar el código QR en este navegador: comparte el enlace.
teach-share-preview = Vista previa del widget
teach-iframe-title = Nimatron
# The widget snippet's own text: on show only if the widget never loads.
teach-widget-fallback = Aquí va un juego de Nimatron. Si puedes leer esto, no se ha cargado:
teach-widget-fallback-open = ábrelo en Nimatron
# Words of web/nimatron-frames.js on a teacher's page, written into it at
# build time by scripts/embed-words.mjs: plain text only, no placeables.
embed-frame-title = Un juego de Nimatron
embed-not-loaded = Este juego de Nimatron no se ha podido cargar aquí.
embed-open = Ábrelo en una pestaña nueva

## Modo proyector

## Hojas de ejercicios
ws-setup-title = Preparar una hoja
ws-game = Juego
ws-count = Ejercicios
ws-level = Nivel
ws-level-easy = fácil
ws-level-medium = medio
ws-level-hard = difícil
ws-sheet-number = Número de hoja (el mismo número da la misma hoja)
ws-make = Preparar la hoja
ws-new = Hoja nueva
ws-print = Imprimir
ws-sheet-title = { $game }: hoja de ejercicios
ws-name-line = Nombre: ______________________   Fecha: ____________
ws-about = { $count } ejercicios · nivel { $level } · hoja número { $sheet }
ws-instructions = Dos jugadores mueven por turnos; pierde quien no puede mover. Responde a las preguntas de cada posición.
ws-exercise = Ejercicio { $n }
ws-position = Posición:
ws-heap = Montón { $n }: { $size }
ws-row = Fila { $n }: { $size }
ws-q-who = ¿Quién gana con el mejor juego: quien mueve (N) o el otro jugador (P)?
ws-q-move = Si gana quien mueve, encuentra una jugada ganadora.
ws-q-nim-sum = Escribe cada montón en binario y calcula la suma nim.
ws-answers-title = Soluciones
ws-answer-n = Gana quien mueve.
ws-answer-p = Pierde quien mueve: cualquier jugada deja una posición ganadora al otro jugador.
ws-answer-moves = Jugadas ganadoras (la posición tras la jugada):
ws-answer-more = …y { $more } más.
ws-bouton-caption = El método de Bouton: cada montón en binario, los unos de cada columna y la suma nim (un 1 bajo cada columna impar).
ws-bouton-label = Tabla de Bouton
ws-error-count = El número de ejercicios debe ser un número entero de 1 a { $max }; «{ $value }» no lo es. Se muestran { $default }.
ws-error-level = «{ $value }» no es un nivel (easy, medium, hard). Se muestra el fácil.
ws-error-sheet-number = El número de hoja debe ser un número entero de 0 a { $max }; «{ $value }» no lo es. Se ha sacado otro.
