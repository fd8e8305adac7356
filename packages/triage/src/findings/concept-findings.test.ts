import type { Language } from '@app/contracts';
import type { FindingId } from './finding-ids';
import { readText } from './read-text';

const present = (text: string, language: Language) => [...readText(text, language).present.keys()];

/** Each finding defined over concepts, as people write it in each language: word order, gaps, shorthand. */
const SAID: readonly [FindingId, Language, string][] = [
  ['facial_droop', 'en', 'her face on the left side is kind of droopy'],
  ['facial_droop', 'pt', 'a boca dele ficou torta do nada'],
  ['facial_droop', 'es', 'tiene la cara torcida de un lado'],
  ['facial_droop', 'de', 'sein Mundwinkel hängt auf einer Seite'],
  ['facial_droop', 'fr', 'sa bouche est de travers depuis ce matin'],
  ['forehead_weakness', 'en', 'forehead wont wrinkle either'],
  ['forehead_weakness', 'pt', 'nem a testa mexe desse lado'],
  ['forehead_weakness', 'es', 'no puedo fruncir la frente del lado derecho'],
  ['forehead_weakness', 'de', 'die Stirn rechts kann ich nicht runzeln'],
  ['forehead_weakness', 'fr', "j'arrive pas à fermer l'oeil ni à plisser le front"],
  ['arm_weakness', 'en', 'he cant lift his right arm'],
  ['arm_weakness', 'pt', 'ele nao consegue levantar o braco direito'],
  ['arm_weakness', 'es', 'no puede levantar el brazo izquierdo'],
  ['arm_weakness', 'de', 'er kann den Arm nicht mehr heben'],
  ['arm_weakness', 'fr', "il n'arrive plus à lever le bras"],
  ['speech_difficulty', 'en', 'her words are all jumbled and weird'],
  ['speech_difficulty', 'pt', 'a fala dele esta enrolada'],
  ['speech_difficulty', 'es', 'habla raro, como borracho'],
  ['speech_difficulty', 'de', 'sie lallt plötzlich'],
  ['speech_difficulty', 'fr', 'il parle bizarre depuis une heure'],
  ['chest_pressure', 'en', 'feels like an elephant sitting on my chest'],
  ['chest_pressure', 'pt', 'um aperto forte no peito'],
  ['chest_pressure', 'es', 'siento una presion en el pecho'],
  ['chest_pressure', 'de', 'so ein Druck auf der Brust'],
  ['chest_pressure', 'fr', 'la poitrine serree comme dans un etau'],
  ['severe_breathlessness', 'en', 'my son cant breathe'],
  ['severe_breathlessness', 'pt', 'nao consigo respirar direito'],
  ['severe_breathlessness', 'es', 'mi abuela no puede respirar'],
  ['severe_breathlessness', 'de', 'sie ringt nach Luft'],
  ['severe_breathlessness', 'fr', "il n'arrive pas à respirer"],
  ['loss_of_consciousness', 'en', 'my dad wont wake up'],
  ['loss_of_consciousness', 'pt', 'meu pai nao acorda'],
  ['loss_of_consciousness', 'es', 'no despierta y no responde'],
  ['loss_of_consciousness', 'de', 'er wacht nicht auf'],
  ['loss_of_consciousness', 'fr', 'elle ne se réveille pas'],
  ['severe_bleeding', 'en', 'the blood is soaking through the towel'],
  ['severe_bleeding', 'pt', 'o sangue ta jorrando do corte'],
  ['severe_bleeding', 'es', 'la herida no para de sangrar'],
  ['severe_bleeding', 'de', 'das Blut spritzt aus der Wunde'],
  ['severe_bleeding', 'fr', 'le sang gicle de la plaie'],
  ['overdose', 'en', 'she took 30 tablets of paracetamol'],
  ['overdose', 'pt', 'ele tomou a cartela inteira de remedio'],
  ['overdose', 'es', 'se tomo 20 pastillas de clonazepam'],
  ['overdose', 'de', 'sie hat 25 Tabletten genommen'],
  ['overdose', 'fr', 'il a avalé toute la boite de cachets'],
  ['suicidal_thoughts', 'en', 'i dont want to live anymore'],
  ['suicidal_thoughts', 'pt', 'nao quero mais viver'],
  ['suicide_plan', 'es', 'he estado guardando pastillas'],
  ['suicidal_thoughts', 'de', 'ich will nicht mehr leben'],
  ['suicidal_thoughts', 'fr', 'je veux plus vivre'],
  ['fewer_wet_nappies', 'en', 'her nappy has been dry since this morning'],
  ['fewer_wet_nappies', 'pt', 'a fralda esta seca desde cedo'],
  ['fewer_wet_nappies', 'es', 'el panal sigue seco'],
  ['fewer_wet_nappies', 'de', 'die Windel ist seit Stunden trocken'],
  ['fewer_wet_nappies', 'fr', 'sa couche est sèche depuis ce matin'],
  ['deep_burn', 'en', 'boiling water went over my arm and the skin is peeling off'],
  ['burn_sensitive_area', 'pt', 'derrubei agua fervendo no pescoco'],
  ['large_burn', 'fr', 'le thé brulant lui est tombé sur le torse et le ventre'],
  ['head_injury', 'de', 'sie ist im bad gestürzt und mit dem Kopf ans Waschbecken'],
  ['poisoning', 'es', 'se ha tragado una pila de boton'],
  ['poisoning', 'fr', "elle a bu de l'eau de javel"],
  ['saddle_numbness', 'de', 'zwischen den Beinen ist alles taub'],
  ['palpitations', 'fr', 'mon coeur bat a 200 d un coup'],
  ['near_fainting', 'fr', 'jme sens partir'],
  ['lower_abdominal_pain', 'pt', 'uma dor fortissima do lado direito embaixo'],
  ['facial_swelling', 'en', 'my throat feels like its closing up'],
  ['head_injury', 'en', 'he fell off his bike and was knocked out for a minute'],
  ['head_injury', 'pt', 'caiu da bicicleta sem capacete'],
  ['head_injury', 'es', 'se cayo de la moto sin casco'],
  ['head_injury', 'de', 'ist ohne Helm vom Rad gestürzt'],
  ['head_injury', 'fr', 'tombé du skate, resté KO une minute'],
  ['memory_loss', 'en', 'she keeps asking the same questions over and over'],
  ['memory_loss', 'pt', 'ele repete a mesma pergunta toda hora'],
  ['memory_loss', 'es', 'repite las mismas preguntas'],
  ['memory_loss', 'de', 'er fragt immer wieder dasselbe'],
  ['memory_loss', 'fr', 'il repose tout le temps les memes questions'],
  ['poisoning', 'en', 'my 2 year old got into the tablets in grans bag'],
  ['poisoning', 'pt', 'meu filho pegou os comprimidos da avo'],
  ['poisoning', 'es', 'mi hija cogio las pastillas de la abuela'],
  ['poisoning', 'de', 'der Kleine hat Tabletten von Oma erwischt'],
  ['poisoning', 'fr', 'mon fils a mangé des cachets de sa grand-mère'],
  ['overdose', 'en', 'she took her pills, dont know how many'],
  ['overdose', 'pt', 'tomou os remedios, nao sei quantos'],
  ['overdose', 'es', 'se tomo las pastillas, no se cuantas'],
  ['overdose', 'de', 'er hat Tabletten genommen, weiß nicht wie viele'],
  ['overdose', 'fr', 'elle a pris ses cachets, je sais pas combien'],
  ['painful_urination', 'en', 'burning when i wee'],
  ['painful_urination', 'pt', 'ardendo e queimando pra fazer xixi'],
  ['painful_urination', 'es', 'me quema al orinar'],
  ['painful_urination', 'de', 'es brennt beim Wasserlassen'],
  ['painful_urination', 'fr', 'ça brûle quand je fais pipi'],
  ['abdominal_bloating', 'en', 'my belly is all swollen up'],
  ['abdominal_bloating', 'pt', 'a barriga dele ta muito inchada'],
  ['abdominal_bloating', 'es', 'tiene la barriga muy hinchada'],
  ['abdominal_bloating', 'de', 'der Bauch ist total geschwollen'],
  ['abdominal_bloating', 'fr', 'son ventre est tout gonflé'],
  ['eye_discharge', 'en', 'her eyes are all crusty and stuck shut'],
  ['eye_discharge', 'pt', 'o olho dele ta grudado de remela'],
  ['eye_discharge', 'es', 'tiene los ojos pegados de leganas'],
  ['eye_discharge', 'de', 'Auge rot und verklebt'],
  ['eye_discharge', 'fr', "l'oeil est collé le matin"],
  ['back_pain', 'en', 'terrible pain low down in my back'],
  ['back_pain', 'pt', 'dor forte na parte de baixo das costas'],
  ['back_pain', 'es', 'dolor en la parte baja de la espalda'],
  ['back_pain', 'de', 'Schmerzen unten im Rücken'],
  ['back_pain', 'fr', 'douleur dans le bas du dos'],
  ['joint_pain', 'en', 'my knee hurts when i walk'],
  ['joint_pain', 'pt', 'dói-me o joelho quando ando'],
  ['joint_pain', 'es', 'me duele la rodilla al andar'],
  ['joint_pain', 'de', 'das Knie tut beim Gehen weh'],
  ['joint_pain', 'fr', "j'ai mal au genou quand je marche"],
  ['painful_urination', 'es', 'escozor al mear'],
  ['jaundice', 'en', 'the whites of my eyes have gone yellow'],
  ['jaundice', 'pt', 'meus olhos ficaram amarelos'],
  ['jaundice', 'es', 'tiene los ojos amarillos'],
  ['jaundice', 'de', 'seine Augen sind ganz gelb'],
  ['jaundice', 'fr', 'elle a le blanc des yeux jaune'],
  ['calf_pain_swelling', 'en', 'left calf has been swollen and throbbing for 2 days'],
  ['calf_pain_swelling', 'pt', 'a panturrilha esquerda ta inchada e doendo'],
  ['calf_pain_swelling', 'es', 'la pantorrilla derecha hinchada y me duele'],
  ['calf_pain_swelling', 'de', 'die linke Wade ist dick geschwollen'],
  ['calf_pain_swelling', 'fr', 'le mollet gauche est gonflé et douloureux'],
  ['mammal_bite', 'en', 'the neighbours dog bit my hand'],
  ['mammal_bite', 'pt', 'o gato me mordeu no dedo'],
  ['mammal_bite', 'es', 'me ha mordido el perro del vecino'],
  ['mammal_bite', 'de', 'die Katze hat mich gebissen'],
  ['mammal_bite', 'fr', 'mon chien m a mordu la main'],
  ['non_blanching_rash', 'en', "spots that don't go away when i press a glass on them"],
  ['non_blanching_rash', 'pt', 'manchas que nao somem quando aperto o copo'],
  ['non_blanching_rash', 'es', 'unas manchas que no desaparecen al apretar un vaso'],
  ['non_blanching_rash', 'de', 'Flecken, die unterm Glas nicht verschwinden'],
  ['non_blanching_rash', 'fr', 'des taches qui ne disparaissent pas sous le verre'],
  ['abdominal_pain', 'es', 'me duele muchisimo un lado de la tripa'],
  ['choking', 'en', 'my toddler is choking on a grape'],
  ['choking', 'pt', 'meu filho engasgou com uma bala'],
  ['choking', 'es', 'se ha atragantado con un caramelo'],
  ['choking', 'de', 'sie hat sich an einem Bonbon verschluckt'],
  ['choking', 'fr', "il s'étouffe avec un bonbon"],
  ['blue_lips', 'en', 'he is turning blue'],
  ['blue_lips', 'pt', 'ele esta ficando roxo'],
  ['blue_lips', 'es', 'se esta poniendo azul'],
  ['blue_lips', 'de', 'er wird ganz blau'],
  ['blue_lips', 'fr', 'il devient bleu'],
  ['carbon_monoxide_exposure', 'en', 'headaches since the gas heater went on'],
  ['carbon_monoxide_exposure', 'pt', 'dor de cabeca desde que ligamos o aquecedor a gas'],
  ['carbon_monoxide_exposure', 'es', 'dolor de cabeza desde que encendimos la estufa'],
  ['carbon_monoxide_exposure', 'de', 'Kopfweh seit die Gastherme läuft'],
  ['carbon_monoxide_exposure', 'fr', 'mal à la tête depuis qu’on a allumé le poêle'],
  ['suicidal_thoughts', 'en', "I won't be a burden to anyone much longer"],
  ['suicidal_thoughts', 'pt', 'nao quero ser um peso pra ninguem'],
  ['suicidal_thoughts', 'es', 'no quiero ser una carga para nadie'],
  ['suicidal_thoughts', 'de', 'ich will niemandem mehr zur Last fallen'],
  ['suicidal_thoughts', 'fr', 'je ne veux plus être un fardeau'],
  ['thunderclap_headache', 'en', 'the worst headache of my life came on in seconds'],
  ['thunderclap_headache', 'pt', 'dor de cabeca a pior da minha vida'],
  ['thunderclap_headache', 'es', 'dolor de cabeza como un golpe, el peor de mi vida'],
  ['thunderclap_headache', 'de', 'Kopfschmerzen wie ein Schlag, die schlimmsten überhaupt'],
  ['thunderclap_headache', 'fr', 'mal de tête comme un coup de massue, le pire de ma vie'],
  ['reliever_overuse', 'en', 'I need my inhaler every 2 hours'],
  ['reliever_overuse', 'pt', 'preciso da bombinha a cada 2 horas'],
  ['reliever_overuse', 'es', 'necesito el inhalador cada 2 horas'],
  ['reliever_overuse', 'de', 'brauche das Notfallspray alle 2 Stunden'],
  ['reliever_overuse', 'fr', 'je prends la ventoline toutes les 2 heures'],
  ['testicular_lump', 'en', 'a small lump on my testicle'],
  ['testicular_lump', 'pt', 'um caroco no testiculo'],
  ['testicular_lump', 'es', 'un bulto en el testiculo'],
  ['testicular_lump', 'de', 'ein Knoten am Hoden'],
  ['testicular_lump', 'fr', 'une boule sur le testicule'],
  ['heavy_vaginal_bleeding', 'en', 'soaking a pad every hour'],
  ['heavy_vaginal_bleeding', 'pt', 'encharcando um absorvente por hora'],
  ['heavy_vaginal_bleeding', 'es', 'empapo una compresa cada hora'],
  ['heavy_vaginal_bleeding', 'de', 'eine Binde pro Stunde durchgeblutet'],
  ['heavy_vaginal_bleeding', 'fr', 'une serviette hygiénique trempée par heure'],
  ['missed_period', 'en', 'my period is two weeks late'],
  ['missed_period', 'pt', 'minha menstruacao ta atrasada'],
  ['missed_period', 'es', 'tengo la regla atrasada'],
  ['missed_period', 'de', 'meine Tage sind 7 Wochen drüber'],
  ['missed_period', 'fr', 'mes règles ont du retard'],
  ['pregnancy', 'en', 'im late and the test came out positive'],
  ['pregnancy', 'pt', 'to com atraso e o teste deu positivo'],
  ['pregnancy', 'es', 'tengo un retraso de 6 semanas y el test dio positivo'],
  ['pregnancy', 'de', 'Periode überfällig, Test war positiv'],
  ['pregnancy', 'fr', 'j’ai du retard et le test est positif'],
  ['head_injury', 'en', 'slipped on the patio and cracked the back of his head'],
  ['head_injury', 'pt', 'caiu no banheiro e ficou com um galo na testa'],
  ['head_injury', 'es', 'se cayo y tiene un chichon en la frente'],
  ['head_injury', 'de', 'ist gestürzt und hat eine Beule am Hinterkopf'],
  ['head_injury', 'fr', 'elle est tombée, grosse bosse sur le front'],
  ['saddle_numbness', 'en', 'I cant feel anything between my legs'],
  ['saddle_numbness', 'pt', 'quando me limpo fica tudo dormente'],
  ['saddle_numbness', 'es', 'no siento bien la cola ni los genitales'],
  ['saddle_numbness', 'de', 'beim Abwischen ist alles taub'],
  ['saddle_numbness', 'fr', 'je ne sens plus rien entre les jambes'],
  ['skin_lesion_change', 'en', 'my mole has got bigger and darker'],
  ['skin_lesion_change', 'pt', 'uma pinta nas costas cresceu'],
  ['skin_lesion_change', 'es', 'el lunar de la espalda ha crecido'],
  ['skin_lesion_change', 'de', 'mein Leberfleck hat sich verändert'],
  ['skin_lesion_change', 'fr', 'mon grain de beauté a grossi'],
  ['severe_breathlessness', 'en', 'she can only get two or three words out'],
  ['chest_recession', 'pt', 'da pra ver as costelas afundando quando ele respira'],
  ['severe_breathlessness', 'es', 'solo puede decir unas pocas palabras'],
  ['chest_recession', 'de', 'man sieht Einziehungen zwischen den Rippen'],
  ['chest_recession', 'fr', 'on voit ses côtes se creuser'],
  ['neck_stiffness', 'en', "he can't put his chin on his chest"],
  ['neck_stiffness', 'pt', 'nao consegue encostar o queixo no peito'],
  ['neck_stiffness', 'es', 'no puede tocarse el pecho con la barbilla'],
  ['neck_stiffness', 'de', 'sie kann das Kinn nicht auf die Brust legen'],
  ['neck_stiffness', 'fr', "il n'arrive pas à mettre le menton sur la poitrine"],
  ['speech_difficulty', 'en', 'he is putting his words in the wrong order'],
  ['no_urine', 'en', "he hasn't been able to pass water since last night"],
  ['no_urine', 'pt', 'meu pai nao consegue urinar desde ontem'],
  ['no_urine', 'es', 'no puede orinar desde anoche'],
  ['no_urine', 'de', 'er kann seit gestern nicht pinkeln'],
  ['no_urine', 'fr', "il n'arrive pas à uriner depuis hier soir"],
  ['deformity', 'en', 'her wrist is swollen and looks a bit bent'],
  ['arm_heaviness', 'es', 'se agarra el brazo izquierdo diciendo que le pesa'],
  ['near_drowning', 'en', 'my son was under water for a minute at the pool'],
  ['eye_injury', 'de', 'jetzt ist mir was ins rechte auge geflogen'],
  ['eye_injury', 'pt', 'um galho bateu no meu olho direito'],
  ['dental_swelling', 'de', 'Backe links dick geschwollen wegen nem kaputten Backenzahn'],
  ['suicide_plan', 'en', "I've given the dog to my sister and written letters for everyone"],
  ['poisoning', 'en', 'my 18 month old bit into one of those laundry pods'],
  ['head_injury', 'en', 'mechanical fall at home striking occiput'],
  ['deformity', 'es', 'la muñeca se le ve chueca'],
  ['suspected_fracture', 'en', "pretty sure it's broken"],
  ['suspected_fracture', 'fr', "il a une forme bizarre jsp si c'est cassé"],
  ['cannot_use_limb', 'es', 'no la puede mover y llora'],
  ['limb_injury', 'en', 'my 8 yr old came off the trampoline onto her hand'],
  ['limb_injury', 'pt', 'caiu do pula-pula e o punho ficou inchado'],
  ['hip_pain', 'fr', "elle a mal dans le pli de l'aine"],
  ['thunderclap_headache', 'pt', 'uma dor na nuca como se me tivessem dado com um martelo, a pior dor da minha vida'],
  ['no_urine', 'en', "she hasn't passed water since this morning"],
  ['severe_bleeding', 'fr', 'ça gicle par à-coups, on a mis un torchon il est déjà trempé'],
  ['overdose', 'en', 'took like 20 of my mums sleeping pills'],
  ['arm_weakness', 'fr', 'il ne peut pas lever le bras'],
  ['no_urine', 'es', 'mi suegro no ha podido mear nada desde esta mañana'],
  ['no_urine', 'fr', 'il a pas réussi à uriner depuis hier soir'],
  ['no_urine', 'de', 'er kann seit heute früh kein Wasser lassen'],
  ['skin_lesion_change', 'de', 'ein Leberfleck, der in den letzten Monaten größer geworden ist'],
  ['skin_lesion_change', 'pt', 'tenho um sinal nas costas que cresceu, tem duas cores'],
  ['honey_crusts', 'de', 'um den Mund so Krusten, die aussehen wie eingetrockneter Honig'],
  ['honey_crusts', 'pt', 'umas casquinhas amareladas cor de mel nas bochechas'],
  ['cradle_cap', 'pt', 'umas cascas amareladas tipo caspa grossa no couro cabeludo'],
  ['breast_lump', 'en', 'found a lump in my left boob in the shower'],
  ['ear_pain', 'fr', "l'oreille gauche gratte et me fait mal"],
  ['ear_pain', 'es', 'le duele mucho el oído derecho'],
  ['ear_fullness', 'pt', 'o ouvido está tapado desde a piscina'],
  ['ear_discharge', 'en', 'there is pus leaking out of his ear'],
  ['blurred_vision', 'fr', 'je vois un peu flou de cet oeil'],
  ['blurred_vision', 'de', 'ich seh auf dem Auge verschwommen'],
  ['near_drowning', 'es', 'hemos sacado a la niña de la piscina'],
  ['near_drowning', 'de', 'wir haben ihn aus dem Pool rausgezogen'],
  ['poisoning', 'fr', 'elle a bu au goulot du déboucheur de canalisation'],
  ['poisoning', 'de', 'er hat an dem Rohrreiniger-Granulat rumgelutscht'],
  ['sunken_fontanelle', 'es', 'tiene la mollerita hundida'],
  ['right_lower_abdominal_pain', 'en', 'now its moved down to the bottom right of my belly and is sharp'],
  ['right_upper_abdominal_pain', 'en', 'pain in right upper stomach below ribs since last night'],
  ['right_upper_abdominal_pain', 'de', 'Schmerzen im rechten Oberbauch nach dem Essen'],
  ['heartburn', 'en', 'burning feeling behind my breastbone after a vindaloo, goes when i take a rennie'],
  ['ear_pain', 'de', 'Ohrenweh rechts seit heute Morgen'],
  ['heartburn', 'es', 'ardor en la boca del estomago que me sube al pecho despues de cenar'],
  ['shortness_of_breath', 'de', 'sie kriegt seit einer Woche immer schlechter Luft'],
  ['shortness_of_breath', 'es', 'me cuesta algo más respirar que de costumbre'],
  ['orthopnoea', 'pt', 'agora dorme com 2 almofadas porque deitada falta-lhe o ar'],
  ['leg_swelling', 'de', 'die Knöchel sind dick wie Ballons'],
  ['one_sided_weakness', 'es', 'no puede mover nada del lado derecho'],
  ['infant_poor_feeding', 'pt', 'desde ontem só mama metade do que costuma'],
  ['infant_poor_feeding', 'en', 'she only takes half her bottles'],
  ['sciatica_leg_pain', 'fr', "douleur qui part de la fesse et descend derrière la cuisse jusqu'au mollet"],
  ['blood_in_urine', 'de', 'mein Pipi war heute Morgen ganz rot wie Johannisbeersaft'],
  ['right_upper_abdominal_pain', 'de', 'gestern Abend 2 Stunden Krampf rechts oben nach dem Schnitzel'],
  ['painful_urination', 'pt', 'desde anteontem arde-me a fazer chichi'],
  ['overdose', 'pt', 'ontem a noite tomei umas 30 ben-u-ron de 500'],
  ['head_injury', 'es', 'mi madre se ha caído en casa y se ha dado en la cabeza'],
  ['vision_loss', 'de', 'ich kann auf dem linken Auge nichts sehen'],
  ['suspected_stroke_sign', 'fr', 'je ne sens plus rien au bras gauche'],
  ['suicide_plan', 'de', 'Die Briefe liegen bereit. Die Tabletten hab ich gesammelt. Heute Nacht ist alles vorbei'],
  ['wheezing', 'es', 'mi hija respira con un silbido raro'],
  ['wheezing', 'pt', 'o peito dele ta com chiado'],
  ['persistent_vomiting', 'en', "he hasn't kept anything down since lunch"],
  ['persistent_vomiting', 'de', 'sie kann nichts bei sich behalten'],
  ['rigid_abdomen', 'fr', 'le ventre est dur comme du bois'],
  ['reduced_fetal_movements', 'es', 'el bebe casi no se mueve desde ayer'],
  ['sunburnt_skin', 'en', 'fell asleep on the beach and my back is bright red'],
  ['cannot_use_limb', 'en', 'he screams if he tries to move his arm'],
  ['faint_trigger', 'de', 'bin bei der Blutabnahme kurz umgekippt'],
  ['itchy_bottom', 'de', 'er kratzt sich nachts dauernd am Po'],
  ['nosebleed', 'es', 'le empezó a salir sangre de la nariz'],
  ['infant_poor_feeding', 'fr', 'il boit environ les 2/3 de ses biberons'],
  ['infant_poor_feeding', 'es', 'toma el 60 % de lo habitual'],
  ['forehead_weakness', 'pt', 'nao fecho o olho direito'],
  ['no_suicide_plan', 'de', 'würd mir aber nix antun, hab keinen plan'],
  ['tearing_pain', 'en', 'pain between my shoulder blades like something ripping'],
  ['tearing_pain', 'pt', 'dor nas costas como se estivesse rasgando por dentro'],
  ['tearing_pain', 'es', 'un dolor en la espalda desgarrador, de golpe'],
  ['tearing_pain', 'de', 'Schmerz zwischen den Schulterblättern, als ob was zerreißt'],
  ['tearing_pain', 'fr', 'une douleur dans le dos comme si ça se déchirait'],
  ['reduced_fetal_movements', 'en', '34 weeks, reduced fetal movements since this morning'],
  ['no_fetal_movements', 'pt', 'grávida de 33 semanas, não sinto os chutes desde ontem'],
  ['reduced_fetal_movements', 'pt', 'grávida de 33 semanas, o bebé mexe menos desde ontem'],
  ['reduced_fetal_movements', 'es', 'embarazada de 30 semanas, movimientos fetales disminuidos'],
  ['reduced_fetal_movements', 'de', 'SSW 35, Kindsbewegungen vermindert seit gestern'],
  ['reduced_fetal_movements', 'fr', '32 SA, mouvements actifs fœtaux diminués'],
  ['poisoning', 'en', 'mixed bleach with limescale spray and now I cant stop coughing'],
  ['poisoning', 'pt', 'misturei lixívia com amoníaco e fiquei tossindo'],
  ['poisoning', 'es', 'mi niño ha mordido una cápsula de detergente'],
  ['poisoning', 'de', 'hab Chlorreiniger mit Essigreiniger gemischt'],
  ['poisoning', 'fr', "j'ai mélangé de l'eau de javel avec un détartrant"],
  ['fatigue', 'de', 'bin total ko, Halsweh seit gestern'],
  ['fatigue', 'fr', 'nez qui coule, jsuis juste ko'],
  ['fatigue', 'es', 'estoy ko, me duele la garganta'],
  ['went_grey', 'en', 'fainted at the GP, the nurse said i went grey'],
  ['overdose', 'es', 'me tomé casi dos cajas de paracetamol'],
  ['suicide_plan', 'fr', 'ça fait un mois que je mets de côté toutes les boîtes de mon traitement'],
  ['confusion', 'en', 'shes ice cold and doesnt know what day it is'],
  ['confusion', 'pt', 'a minha avo nao sabe que dia e hoje'],
  ['confusion', 'es', 'mi abuelo no sabe donde esta desde esta manana'],
  ['confusion', 'de', 'Oma weiß seit heute Morgen nicht mehr, wo sie ist'],
  ['confusion', 'fr', 'mon père ne sait plus quel jour on est'],
  ['spreading_redness', 'en', 'i drew round it with a pen last night and its gone past the line'],
  ['spreading_redness', 'pt', 'marquei com caneta ontem e hoje ja passou'],
  ['spreading_redness', 'es', 'ayer marque el borde con boli y ya se ha pasado de largo'],
  ['spreading_redness', 'de', 'hab den Rand mit Kuli markiert, heute ist es drüber hinaus'],
  ['spreading_redness', 'fr', "hier j'ai tracé le bord au stylo et ce matin ça a dépassé de 3 cm"],
  ['diarrhoea', 'en', '3 weeks of loose poo'],
  ['diarrhoea', 'pt', 'ta com coco mole faz 8 dias'],
  ['diarrhoea', 'es', 'caca liquida desde ayer'],
  ['diarrhoea', 'de', 'Stuhl ist seit gestern flüssig'],
  ['diarrhoea', 'fr', 'selles liquides depuis hier'],
  ['mild_breathlessness', 'en', 'im a bit short of breath going up the stairs'],
  ['mild_breathlessness', 'pt', 'fico com um pouco de falta de ar'],
  ['mild_breathlessness', 'es', 'palpitaciones con disnea leve'],
  ['mild_breathlessness', 'de', 'bin bissl kurzatmig'],
  ['mild_breathlessness', 'fr', "un peu essoufflé quand je monte l'escalier"],
  ['frequent_urination', 'en', 'burning when i wee and need to go all the time'],
  ['frequent_urination', 'pt', 'ardencia pra fazer xixi e vontade toda hora'],
  ['frequent_urination', 'es', 'va al baño a cada rato'],
  ['frequent_urination', 'de', 'muss ständig aufs Klo'],
  ['frequent_urination', 'fr', 'je vais aux toilettes tout le temps'],
  ['gradual_onset', 'en', 'came on slowly, not suddenly'],
  ['gradual_onset', 'pt', 'foi inchando aos poucos'],
  ['gradual_onset', 'es', 'se me ha ido hinchando poco a poco'],
  ['gradual_onset', 'de', 'langsam zunehmend geschwollen'],
  ['gradual_onset', 'fr', 'ça a gonflé petit à petit'],
  ['bleeding_stopped', 'en', 'so much blood in the tissue but after 10 minutes pinching it stopped'],
  ['bleeding_stopped', 'pt', 'sangrou imenso pelo nariz mas ja parou'],
  ['bleeding_stopped', 'es', 'sangre de la nariz a chorro, pero ya ha parado'],
  ['bleeding_stopped', 'de', 'so viel Blut im Taschentuch, aber nach 10 min hats aufgehört'],
  ['bleeding_stopped', 'fr', "beaucoup de sang du nez mais ça s'est arrêté"],
  ['photophobia', 'de', 'liegt im Dunkeln weil Licht voll weh tut'],
  ['neck_stiffness', 'de', 'er kann den Kopf nicht nach vorne beugen'],
  ['bloody_stool', 'en', 'poo with blood and slime in it'],
  ['bloody_stool', 'pt', 'sangue nas fezes'],
  ['bloody_stool', 'es', 'sangre en las heces'],
  ['bloody_stool', 'de', 'Blut im Stuhl'],
  ['bloody_stool', 'fr', 'du sang dans les selles'],
  ['non_blanching_rash', 'en', 'tiny purple dots on his legs. I pressed a glass on them and they did not go away'],
  ['non_blanching_rash', 'pt', 'umas pintinhas roxas na barriga, pus um copo em cima e elas nao sumiram'],
  ['non_blanching_rash', 'es', 'le salieron puntitos en las piernas, apreté un vaso encima y no se borran'],
  ['electric_shock', 'en', 'he was fixing a socket with the power on and got a massive shock'],
  ['electric_shock', 'pt', 'estava mexendo na tomada e levou uma descarga forte'],
  ['electric_shock', 'es', 'arreglando un enchufe sin cortar la luz le dio una descarga'],
  ['electric_shock', 'de', 'hat an der Steckdose rumgebastelt und einen Schlag bekommen'],
  ['electric_shock', 'fr', 'en changeant la prise il a pris une décharge'],
  ['hot_dry_skin', 'en', 'her skin is hot and completely dry'],
  ['hot_dry_skin', 'pt', 'a pele dele está quente e seca'],
  ['hot_dry_skin', 'es', 'tiene la piel muy caliente y seca'],
  ['hot_dry_skin', 'de', 'seine Haut ist heiß und ganz trocken'],
  ['hot_dry_skin', 'fr', 'elle est brûlante quand on la touche, peau toute sèche'],
  ['tearing_pain', 'pt', 'dor brutal nas costas entre as omoplatas, parece que me estão a rasgar'],
  ['tearing_pain', 'en', 'sudden pain in my back, like something ripping'],
  ['came_round', 'es', 'pérdida de conocimiento de 15 segundos durante una extracción'],
  ['came_round', 'en', 'unconscious for about 20 seconds at the blood test'],
  ['came_round', 'de', 'Bewusstlosigkeit für etwa 10 Sekunden nach der Impfung'],
  ['came_round', 'fr', 'perte de connaissance de 10 secondes pendant la prise de sang'],
  ['came_round', 'pt', 'perda de consciência de uns 10 segundos na coleta de sangue'],
  ['skin_lesion_change', 'es', 'tengo un lunar en la espalda de toda la vida y mi pareja dice que en los ultimos meses ha crecido'],
  ['reliever_overuse', 'de', 'brauch das blaue Spray alle 3 Stunden'],
  ['calf_pain_swelling', 'de', 'linker Unterschenkel geschwollen, Umfangsdifferenz 4 cm'],
  ['calf_pain_swelling', 'en', 'her lower leg is swollen and tender since the op'],
  ['right_upper_abdominal_pain', 'de', 'unter dem Rippenbogen rechts tuts auch weh'],
  ['cannot_use_limb', 'de', 'das Handgelenk ist dick geschwollen und er lässt niemanden ran'],
  ['head_injury', 'de', 'beim Fußball Kopf an Kopf zusammengeknallt'],
  ['excessive_thirst', 'de', 'unser Sohn trinkt seit 2-3 Wochen extrem viel'],
  ['excessive_thirst', 'en', 'shes drinking loads all the time'],
  ['speech_difficulty', 'fr', "elle parle comme si elle avait bu alors qu'elle boit jamais"],
  ['cannot_use_limb', 'fr', 'son bras droit elle sait plus le lever'],
  ['poisoning', 'fr', 'elle a ouvert le pilulier, il manque les cachets du lundi au jeudi'],
  ['jaw_pain', 'pt', 'um peso esquisito na boca do estômago que sobe pro pescoço e pro queixo'],
  ['blue_lips', 'en', 'cant cry or cough no sound going blue'],
  ['cannot_use_limb', 'en', 'her forearm is really swollen and she will not use it at all'],
  ['deformity', 'en', 'wrist is swollen like a balloon and looks a bit bent'],
  ['reliever_overuse', 'fr', 'la ventoline me soulage mais 2-3h après faut recommencer'],
  ['non_blanching_rash', 'en', 'little purple dots on her legs and tummy and they dont fade when I press the glass on them'],
  ['non_blanching_rash', 'es', 'unas manchitas en las piernas que no se van cuando apoyo un vaso encima'],
  ['suicide_plan', 'de', 'die ganzen Tabletten von meinem Vater, den Brief hab ich geschrieben, ich hab mich entschieden'],
  ['poisoning', 'es', 'mi niño se tomó un sorbo del destapacañerías'],
  ['painful_urination', 'en', 'been weeing razor blades since the weekend'],
  ['blurred_vision', 'en', 'its red and everything looks blurry out of it'],
  ['muffled_voice', 'es', 'me pica todo el cuerpo y la voz me sale rara'],
  ['cannot_use_limb', 'fr', 'le coude est tout gonflé et elle veut plus du tout le bouger'],
  ['deep_burn', 'de', 'heißes Öl über beide Unterschenkel. Manche Stellen sind weiß und ledrig'],
  ['saddle_numbness', 'de', 'beim Abwischen nach dem Klo ist es am Hintern wie taub'],
  ['tolerating_fluids', 'en', 'keeping everything down fine'],
  ['tolerating_fluids', 'pt', 'ela bebe bem'],
  ['tolerating_fluids', 'es', 'bebo bien'],
  ['tolerating_fluids', 'de', 'sie trinkt gut'],
  ['tolerating_fluids', 'fr', 'je bois bien'],
  ['floaters', 'es', 'veo un montón de moscas flotando en el ojo izquierdo'],
  ['floaters', 'fr', "myodésopsies nombreuses de l'œil gauche"],
  ['floaters', 'en', 'loads of little black specks drifting across my vision'],
  ['floaters', 'pt', 'to vendo umas mosquinhas pretas no olho direito'],
  ['floaters', 'de', 'seit heute früh schwarze Punkte vor dem linken Auge'],
  ['curtain_over_vision', 'en', 'like a grey shadow coming over the top of my vision'],
  ['curtain_over_vision', 'pt', 'uma sombra subindo na vista do olho esquerdo'],
  ['curtain_over_vision', 'es', 'moscas flotando y luego como una sombra por abajo'],
  ['curtain_over_vision', 'de', 'wie ein Schatten über dem Auge'],
  ['curtain_over_vision', 'fr', "une ombre qui descend devant l'œil"],
  ['eyelid_swelling', 'en', 'swelling and redness of the left upper and lower eyelids'],
  ['eyelid_swelling', 'pt', 'a pálpebra de cima está inchada'],
  ['eyelid_swelling', 'es', 'tiene el párpado muy hinchado'],
  ['eyelid_swelling', 'de', 'das Oberlid ist dick geschwollen'],
  ['eyelid_swelling', 'fr', 'la paupière gauche gonfle'],
  ['irreducible_hernia', 'en', 'the lump in my groin that normally pops back in wont go back'],
  ['irreducible_hernia', 'pt', 'a bolinha na virilha não volta mais pra dentro'],
  ['irreducible_hernia', 'es', 'el bulto de la ingle ya no se mete'],
  ['irreducible_hernia', 'de', 'die Beule in der Leiste geht nicht mehr zurück'],
  ['cannot_bear_weight', 'de', 'heute verweigert er das Belasten des rechten Beins'],
  ['cannot_bear_weight', 'fr', 'elle veut plus poser le pied gauche'],
  ['cannot_use_limb', 'en', 'her elbow is swollen and she wont move her arm at all'],
  ['poisoning', 'de', 'hat an so nem Spülmaschinentab rumgekaut'],
  ['poisoning', 'en', 'drank from the blue bottle under the sink, i think its the toilet cleaner'],
  ['poisoning', 'fr', 'a bu le pétrole qu on met dans la lampe'],
  ['suicide_plan', 'en', 'written letters for my kids. theres a rope in the garage'],
  ['overdose', 'fr', "j'ai pris une vingtaine de doliprane 1000"],
  ['headache', 'en', 'tight band round my head most afternoons'],
  ['reliever_overuse', 'fr', 'la ventoline le soulage mais il en redemande toutes les 2-3h'],
  ['lower_abdominal_pain', 'pt', 'dor súbita e intensa em FIE há 3 h'],
  ['eye_blood_patch', 'en', 'the white of my left eye has a bright red blood patch'],
  ['eye_blood_patch', 'es', 'una mancha de sangre roja intensa en lo blanco del ojo'],
  ['eye_blood_patch', 'fr', "tout le blanc de l'oeil rouge sang"],
  ['mouth_ulcers', 'en', 'one painful small white ulcer inside his lip'],
  ['mouth_ulcers', 'fr', 'une aphte sur la langue'],
  ['nappy_rash', 'en', 'red sore looking skin in her nappy area'],
  ['limp', 'de', 'seit gestern hinkend'],
  ['limp', 'fr', 'ma fille boite depuis ce matin'],
  ['facial_droop', 'en', 'weakness of the left side of the face since this morning'],
  ['forehead_weakness', 'de', 'inkompletter Lidschluss rechts'],
  ['eye_injury', 'pt', 'caiu um cisco de metal no meu olho'],
  ['eye_injury', 'fr', "j'ai pris une escarbille dans l'oeil droit"],
  ['power_tool_use', 'en', 'was grinding metal without goggles'],
  ['reliever_overuse', 'es', 'usa el inhalador de rescate muchísimo'],
  ['interscapular_pain', 'pt', 'um peso nas costas entre as paletas'],
  ['interscapular_pain', 'en', 'a pressure between my shoulder blades'],
  ['confusion', 'fr', 'il dit des trucs qui ont pas de sens'],
  ['confusion', 'de', 'redet nur an bledsinn'],
  ['confusion', 'de', 'erkennt mich kaum'],
  ['confusion', 'es', 'mi abuela no reconoce a nadie'],
  ['saddle_numbness', 'de', 'seit heute fühl ich am Po und da wo man aufm Fahrradsattel sitzt nix mehr'],
  ['pregnancy', 'pt', 'fiz o teste a semana passada e deu positivo'],
  ['vaginal_bleeding', 'en', '30 weeks pregnant, I am bleeding'],
  ['suicide_plan', 'fr', "j'ai pris ma décision. les lettres pour mes enfants sont écrites, j'ai récupéré les cachets de mon père"],
  ['overdose', 'pt', 'ingestão intencional de cerca de 40 comprimidos de paracetamol'],
  ['burn', 'de', 'beim Grillen Spiritus nachgeschüttet, Stichflamme'],
  ['vomiting', 'de', 'hot zwoamol gspiebn'],
  ['pain_eased_leaning_forward', 'fr', 'douleur thoracique soulagée en antéflexion'],
  ['eased_by_rest', 'de', 'wenn ich bergauf geh drückts, nach 2-3 min stehenbleiben ist es weg'],
  ['facial_droop', 'de', 'der kaffee läuft ihm rechts aus dem mund raus'],
  ['speech_difficulty', 'es', 'no le salian las palabras'],
  ['difficulty_swallowing', 'es', 'dice que le cuesta tragar'],
  ['burn', 'en', 'she spilled hot tea on her lap'],
  ['saddle_numbness', 'de', 'am Po und innen an den Oberschenkeln fühlt sich alles taub an'],
  ['one_sided_weakness', 'es', 'se le durmio todo el lado izquierdo'],
  ['seizure', 'pt', 'namorado epiletico tendo crise ja faz mais de 5 min'],
  ['facial_blisters', 'fr', "des boutons sur le front d'un seul côté"],
  ['cannot_use_limb', 'de', 'kann die finger kaum bewegen vor schmerzen'],
  ['confusion', 'pt', 'nao ta falando coisa com coisa'],
  ['facial_droop', 'en', 'her tea was dribbling out of the corner of her mouth'],
  ['poisoning', 'de', 'an der fernbedienung fehlt die runde knopfbatterie'],
  ['poisoning', 'en', 'the little round battery from the remote is gone and he was playing with it'],
  ['poisoning', 'es', 'mordio una capsula de jabon de la lavadora'],
  ['testicular_pain', 'en', 'his left ball is killing him'],
  ['testicular_pain', 'fr', 'douleur terrible dans une gosse depuis ce matin'],
  ['saddle_numbness', 'de', 'Taubheit perianal seit heute'],
  ['cold_extremities', 'de', 'die füsse fühlen sich kalt an'],
  ['eased_by_rest', 'pt', 'aperta quando subo a ladeira, paro uns minutos e passa'],
  ['eased_by_rest', 'es', 'me aprieta al subir la cuesta y se me pasa al parar'],
  ['eased_by_rest', 'fr', 'ça serre à la montée des escaliers et ça cède en 3 minutes au repos'],
  ['eased_by_rest', 'en', 'tight walking uphill, goes away after I stop for a few mins'],
  ['pain_eased_leaning_forward', 'de', 'besser im Sitzen nach vorne gebeugt'],
  ['pain_eased_leaning_forward', 'es', 'mejora al inclinarse hacia adelante'],
  ['deformity', 'en', 'wrist is swollen and has a funny bend in it'],
  ['pain_eased_leaning_forward', 'de', 'gebessert im Vornübersitzen'],
  ['reliever_overuse', 'fr', "la ventoline l'aide bien mais il faut lui redonner toutes les 2-3 heures"],
  ['interscapular_pain', 'de', 'Es drückt irgendwie im Oberkiefer und zwischen den Schulterblättern'],
  ['poisoning', 'en', 'my 2 yr old got in my handbag and has had some of my iron tablets, think 6 or 7 are gone'],
  ['vaginal_bleeding', 'en', '31 weeks pregnant, a bit of bright red blood'],
  ['abdominal_pain', 'en', 'sudden pain in my bump that wont go off'],
  ['deformity', 'de', 'Re. Handgelenk geschwollen mit Bajonettstellung'],
  ['head_injury', 'pt', 'levou uma bolada forte na cabeça no futsal'],
  ['mammal_bite', 'en', 'got bit by my mates staffy on the back of my hand'],
  ['weight_loss', 'es', 'baja de peso'],
  ['excessive_thirst', 'pt', 'bebe água que nem doida'],
  ['allergen_exposure', 'pt', 'comi um pastel de camarão na feira faz uns 15 min'],
  ['allergen_exposure', 'es', 'me comí un alfajor que tenía maní'],
  ['jaw_pain', 'es', 'una pesadez en la boca del estómago que me sube al cuello y a la mandíbula'],
  ['irreducible_hernia', 'pt', 'abaulamento inguinal que se tornou doloroso e irredutível'],
  ['suicide_plan', 'fr', "j'ai écrit une lettre pour mes gosses, les boîtes de médocs de ma mère sont sur la table, avant ce soir"],
  ['came_round', 'de', 'Bewusstlosigkeit < 20 s, rasch vollständige Reorientierung'],
  ['came_round', 'fr', 'perte de connaissance brève (< 30 s) lors de funérailles'],
  ['speech_difficulty', 'en', 'when i tried to talk to my boss the words came out all wrong'],
  ['speech_difficulty', 'de', 'die worte kamen falsch raus'],
  ['mottled_skin', 'en', 'his knees and hands are all blotchy and bluish'],
  ['mottled_skin', 'pt', 'as pernas estão manchadas e azuladas'],
  ['white_mouth_patches', 'en', 'my 3 week old has white bits on her tongue'],
  ['white_mouth_patches', 'de', 'weiße beläge auf der zunge und innen an den wangen'],
  ['gaping_wound', 'pt', 'um corte de uns 2 cm que fica aberto'],
  ['gaping_wound', 'de', 'die Platzwunde am Kinn klafft'],
  ['smoke_inhalation', 'de', 'mein mann hat viel rauch eingeatmet'],
  ['smoke_inhalation', 'en', 'she breathed in a lot of smoke from the chip pan fire'],
  ['smoke_inhalation', 'fr', 'il a inhalé de la fumée pendant l incendie'],
  ['bulging_fontanelle', 'de', 'die weiche stelle am kopf woelbt sich nach oben'],
  ['bulging_fontanelle', 'fr', 'la fontanelle est toute bombée'],
  ['inconsolable_crying', 'de', 'die kleine schreit so schrill und komisch'],
  ['severe_bleeding', 'de', 'blutet seit 20 min durch trotz drücken'],
  ['severe_bleeding', 'es', 'sigue sangrando a pesar de apretar fuerte con un trapo'],
  ['saddle_numbness', 'de', 'spür ich untenrum nix mehr beim abwischen, kann nich richtig pinkeln und beide beine kribbeln'],
  ['leg_weakness', 'de', 'spür ich untenrum nix mehr beim abwischen, kann nich richtig pinkeln und beide beine sind schwach'],
  ['poisoning', 'de', 'unser kleiner war an omas tablettendose, wissen nich wie viele fehlen'],
  ['overdose', 'fr', 'jsuis pas bien g pris 18 doliprane 1000'],
  ['lethargy', 'pt', 'recém-nascido com hipotonia e gemido'],
  ['known_infection', 'en', 'has had the flu for 3 days'],
  ['chest_recession', 'de', 'man sieht wie die haut zwischen den rippen reingezogen wird'],
  ['double_vision', 'de', 'plötzlich alles doppelt'],
  ['vomiting', 'de', 'seit gestern kotzt er dauernd'],
  ['reduced_fetal_movements', 'en', '35 weeks, tonight barely anything, maybe one little kick in 2 hours'],
  ['reduced_fetal_movements', 'fr', 'enceinte de 34 sa, je sens presque plus ma fille bouger'],
  ['eye_blood_patch', 'pt', 'o branco do olho esquerdo esta todo vermelho vivo de sangue'],
  ['smoke_inhalation', 'en', 'got my family out of a kitchen fire 30 mins ago, my voice has gone croaky, coughing up black stuff'],
  ['smoke_inhalation', 'es', 'se prendio el apartamento, mi esposo tose y escupe negro'],
  ['testicular_pain', 'en', 'my lad woke up with a terrible pain in his left nut'],
  ['testicular_pain', 'fr', 'une douleur terrible aux bijoux de famille'],
  ['testicular_pain', 'de', 'aufgewacht mit hoellenschmerzen im sack links'],
  ['suicide_plan', 'de', 'hat heut sein motorrad verschenkt und war im baumarkt n seil kaufen'],
  ['suicide_plan', 'fr', "il a donné sa console pis ses affaires, il m'a demandé c'est quoi la hauteur du pont"],
  ['bleeding_stopped', 'es', 'le ha sangrado la nariz un monton, pero le apretaron 10 minutos y ya ha parado'],
  ['vomiting_blood', 'fr', 'il vient de vomir une grosse quantité de sang rouge'],
  ['speech_difficulty', 'en', 'and i keep saying the wrong word for things'],
  ['suspected_fracture', 'de', 'bin beim inliner aufs handgelenk gefallen, is dick geschwollen'],
  ['suspected_fracture', 'en', 'came off my bike and landed on my hand, wrist is swollen and bruising'],
  ['reliever_overuse', 'pt', 'esta a precisar da bomba azul de 4 em 4 horas'],
  ['reliever_overuse', 'fr', 'il a besoin de son ventolin aux 3 heures depuis hier'],
  ['eye_injury', 'es', 'estaba esmerilando sin lentes y me salto una rebaba de fierro al ojo'],
  ['spreading_redness', 'es', 'le marque el borde con un esfero y ya se paso'],
  ['repeated_vomiting', 'pt', 'bati a cabeça e ja vomitei 3 vezes'],
  ['repeated_vomiting', 'de', 'kopf angeschlagen, hat 2x gekotzt'],
  ['missed_period', 'de', 'die periode ist eig schon knapp 2 wochen ueberfaellig'],
  ['missed_period', 'fr', 'mes regles ont 2 semaines de retard'],
  ['missed_period', 'es', 'tengo 26, atraso de 10 dias'],
  ['speech_difficulty', 'fr', 'depuis elle cherche ses mots'],
  ['speech_difficulty', 'en', 'mum cant find her words since lunch'],
  ['speech_difficulty', 'de', 'sie findet die worte nicht mehr'],
  ['muffled_voice', 'pt', 'a boca começou a inchar e a voz mudou'],
  ['bleeding_stopped', 'de', 'ham 10 minuten die nase vorne zugedrueckt, jetzt ist es weg'],
  ['poisoning', 'de', 'unser bua hat die tablettnbox von da oma aufgmacht, vom dienstag fehln 2 tablettn'],
  ['overdose', 'en', 'how long does paracetamol take to do damage? took about 20 last night with wine'],
  [
    'non_blanching_rash',
    'de',
    'kleine dunkelrote punkte am bauch, so wie stecknadelkoepfe. wenn ich mit dem trinkglas drauf druecke gehen die nicht weg',
  ],
  ['poisoning', 'es', 'mi hijito agarro la botella de legia del baño y se tomo un poco'],
  ['confusion', 'fr', 'il parle lentement et il est tout embrouillé'],
  ['seizures_before', 'pt', 'o meu filho tem epilepsia desde os 8'],
  ['seizures_before', 'de', 'bereits ein Fieberkrampf vor 6 Monaten'],
  ['seizures_before', 'en', 'he has had febrile seizures before'],
  ['seizures_before', 'fr', 'elle a déjà fait des convulsions avec la fièvre'],
  ['seizures_before', 'es', 'ya le paso otra vez el año pasado la convulsion'],
  ['back_to_normal', 'de', 'jetzt wach, trinkt und spielt'],
  ['back_to_normal', 'es', 'ahora esta despierto, normal'],
  ['back_to_normal', 'fr', 'là elle rigole'],
  ['back_to_normal', 'en', 'now awake and playing'],
  ['back_to_normal', 'pt', 'agora esta normal, a falar e a comer'],
  ['frequent_urination', 'pt', 'levanta-se de noite para fazer chichi'],
  ['frequent_urination', 'en', 'he gets up 3 times a night to pee'],
  ['inconsolable_crying', 'es', 'mi bebe llora como 3 horas todas las tardes'],
  ['inconsolable_crying', 'de', 'er schreit jeden abend stundenlang'],
  ['eye_injury', 'de', 'mein sohn hat mir mit dem finger ins rechte auge gepikst'],
  ['calf_pain_swelling', 'es', 'pantorrilla derecha tumefacta y caliente'],
  ['dental_swelling', 'es', 'tengo una muela picada y se me ha hinchado el carrillo'],
  ['dehydration_signs', 'de', 'pipi ist ganz dunkel und wenig'],
  ['pain_eased_leaning_forward', 'pt', 'dor no peito que alivia sentado inclinado para a frente'],
  ['cold_extremities', 'es', 'mi hijo tiene fiebre y las manos y los pies helados'],
  ['cold_sore', 'de', 'es kribbelt wieder an der oberlippe, gleich kommen die bläschen'],
  ['drooling', 'de', 'Zunge massiv geschwollen, Speichel läuft'],
  ['difficulty_swallowing', 'de', 'kloßige Sprache, schluckt schlecht'],
  ['head_injury', 'de', 'aus dem bett gerollt, platzwunde am hinterkopf'],
  ['tearing_pain', 'fr', 'la pire douleur de ma vie, ça déchire'],
  ['flank_pain', 'de', 'rechts im ruecken unter den rippen tut es hoellisch weh'],
  ['persistent_vomiting', 'de', 'seit 24 std kotz ich alles aus'],
  ['dehydration_signs', 'de', 'pinkel kaum noch was'],
  ['large_burn', 'de', 'den topf mit heißem nudelwasser vom herd gerissen, über brust und ganzen arm'],
  ['blue_lips', 'de', 'um den mund rum is er ganz bläulich'],
  ['hot_dry_skin', 'pt', 'agora esta a ferver, a pele esta seca e vermelha'],
  ['near_drowning', 'pt', 'caiu na piscina do hotel, tiramo-lo ao fim de um bocado'],
  ['major_trauma', 'en', 'my mate came off his motorbike on the dual carriageway'],
  ['major_trauma', 'fr', 'mon voisin est tombé de son échafaudage, 5 mètres'],
  ['chest_pain', 'de', 'hats ihm von der brust in den rücken gerissen wie mit nem messer'],
  ['thunderclap_headache', 'fr', 'comme un coup de batte derrière la tête, la pire douleur de ma vie arrivée en 2 secondes'],
  ['severe_bleeding', 'fr', 'ça gicle par saccades à chaque battement, on a déjà mis 3 essuies de vaisselle ils sont tout trempés'],
  ['bulging_fontanelle', 'en', 'the soft spot on top of her head has swollen up'],
  ['infant_poor_feeding', 'de', 'seit heut mittag trinkt sie nur noch paar schlucke'],
  ['mottled_skin', 'fr', 'sa peau est froide et tachetée comme la peau du léopard'],
  ['saddle_numbness', 'de', 'spürt er om Hendra ond zwischa de Fiaß nix meh'],
  ['facial_droop', 'pt', 'ficou com a boca à banda do lado direito'],
  ['difficulty_swallowing', 'es', 'le cuesta pasar la saliva'],
  ['chest_pressure', 'fr', 'comme si on a posé sac de ciment sur sa poitrine'],
  ['suicide_plan', 'en', "has rehomed his dog and written a letter to each of his children 'to get things in order'"],
  ['suicide_plan', 'de', 'hat sein Testament gemacht und sagt, das Jagdgewehr ist ja noch im Schrank'],
  ['poisoning', 'es', 'junto a una botella de desatascador, tiene lesiones blanquecinas en labios y lengua'],
  ['head_injury', 'es', 'caída desde su altura con golpe en región occipital'],
];

/** The same findings, denied: a negation word between or before their concepts. */
const DENIED: readonly [FindingId, Language, string][] = [
  ['facial_droop', 'en', 'her face is not drooping'],
  ['facial_droop', 'de', 'Blut läuft ihm aus dem Mund nach dem Sturz'],
  ['facial_droop', 'fr', 'nez qui coule et bouché depuis 2 jours'],
  ['facial_droop', 'en', "can't open my mouth properly and I'm dribbling"],
  ['facial_droop', 'pt', 'a boca nao esta torta'],
  ['facial_droop', 'es', 'la cara no esta caida'],
  ['facial_droop', 'de', 'das Gesicht hängt nicht'],
  ['facial_droop', 'fr', "le visage n'est pas de travers"],
  ['severe_bleeding', 'en', 'the cut is not bleeding a lot'],
  ['severe_bleeding', 'es', 'el corte no sangra mucho'],
  ['severe_bleeding', 'de', 'kein Blut spritzt'],
  ['chest_pressure', 'pt', 'sem aperto no peito'],
  ['chest_pressure', 'fr', 'pas de poids sur la poitrine'],
  ['suicidal_thoughts', 'es', 'no quiero quitarme la vida'],
  ['lower_abdominal_pain', 'de', 'Schmerzen unten im Rücken'],
  ['speech_difficulty', 'es', 'puedo hablar normal y no tengo los labios azules'],
  ['speech_difficulty', 'en', 'he can talk normally, no weakness'],
  ['burn', 'en', 'burning in my chest after a curry'],
  ['burn', 'fr', 'ça brûle quand je fais pipi'],
  ['blue_lips', 'pt', 'o joelho ficou roxo'],
  ['reliever_overuse', 'en', 'I use the breast pump every 3 hours'],
  ['reliever_overuse', 'fr', 'ma pompe à insuline toutes les 3 heures'],
  ['reliever_overuse', 'de', 'das Nasenspray nehme ich alle 3 Stunden'],
  ['pregnancy', 'en', 'tested positive for covid, my stomach hurts'],
  ['groin_lump', 'es', 'tengo una hernia discal hace años'],
  ['groin_lump', 'pt', 'tenho hernia de disco na lombar'],
  ['saddle_numbness', 'en', "I don't feel any pain between my legs"],
  ['suspected_fracture', 'de', '3x durchfall heute und einmal gebrochen'],
  ['arm_heaviness', 'es', 'me pesa la cabeza y tengo sueño'],
  ['back_pain', 'en', 'my back tooth is killing me'],
  ['near_drowning', 'en', 'red stripe across 2 fingers, held it under cold water for 20 min'],
  ['near_drowning', 'de', "hab's 15 min unter lauwarmes wasser gehalten"],
  ['reduced_fetal_movements', 'pt', 'a agua escorre da boca quando bebo, nem a testa mexe'],
  ['wound', 'fr', 'coup de soleil après la plage hier'],
  ['rectal_pain', 'en', 'eating icy poles ok'],
  ['chest_pain', 'es', 'asintomática: sin cefalea, dolor torácico, disnea ni alteraciones visuales'],
  ['suspected_fracture', 'en', 'I broke out in a rash after the cream'],
  ['fall_or_knock', 'en', 'a banging headache since last night'],
  ['no_urine', 'en', 'no pain when I pee'],
  ['overdose', 'en', 'I am 20 and took 2 of my pills'],
  ['loss_of_consciousness', 'en', 'lips not blue, awake and crying'],
  ['blue_lips', 'pt', 'o joelho ficou roxo depois da queda'],
  ['blue_lips', 'en', 'fainted when they took blood, the nurse said i went grey'],
  ['blue_lips', 'es', 'los dedos de los pies se me ponen rojos morados en invierno'],
  ['burn', 'es', 'los pies me pican y me queman cerca del brasero'],
  ['loss_of_consciousness', 'fr', 'nez qui coule, jsuis juste ko'],
  ['loss_of_consciousness', 'de', 'bin total ko nach der Arbeit'],
  ['fall_or_knock', 'fr', 'je suis tombée dans les pommes à la prise de sang'],
  ['fall_or_knock', 'es', 'de golpe me dolió muchísimo la cabeza'],
  ['head_injury', 'pt', 'estou com dor de cabeça desde ontem'],
  ['saddle_numbness', 'fr', "je sens bien quand je m'essuie, pas de faiblesse dans les jambes"],
  ['leg_weakness', 'fr', "je sens bien quand je m'essuie, pas de faiblesse dans les jambes"],
  ['reduced_fetal_movements', 'en', 'fewer bowel movements and reduced appetite'],
  ['reduced_fetal_movements', 'de', 'keine Oberbauchschmerzen, Kindsbewegungen normal'],
  ['tearing_pain', 'es', 'tengo un desgarro en el gemelo y me duele la espalda'],
  ['wheezing', 'es', 'disnea progresiva, ahora con 2 pisos'],
  ['fewer_wet_nappies', 'es', 'come un poco peor pero moja bien los pañales, no tiene fiebre'],
  ['fever', 'es', 'come un poco peor pero moja bien los pañales, no tiene fiebre'],
  ['inconsolable_crying', 'es', 'cuando llora hace un ruido agudo al coger aire'],
  ['severe_bleeding', 'fr', "on m'a arraché une dent ce matin et ca saigne toujours malgré la compresse serrée"],
  ['smoke_inhalation', 'en', 'i smoke 20 a day and it hurts when i breathe in'],
  ['drooling', 'en', 'can still swallow my spit and drink, no drooling'],
  ['loss_of_consciousness', 'en', 'not the worst ever, does not wake me up'],
  ['one_sided_weakness', 'de', 'dann kopfweh halbseitig und mir is uebel'],
  ['generalised_pain', 'fr', 'mon caca est tout noir, mais moulé'],
  ['abdominal_pain', 'fr', 'pas mal au ventre, pas de vertige'],
  ['known_infection', 'fr', 'boutons en grappe avec des cloques sur le front'],
  ['severe_breathlessness', 'en', 'my nose is totally bunged up, cant breathe through it'],
  ['loss_of_consciousness', 'en', 'cant breathe through it, wake up with a dry mouth'],
  ['seizure', 'de', 'immer beim einschlafen zuckt mein ganzer koerper zusammen'],
  ['white_mouth_patches', 'de', 'das baby ist ganz weiss um den mund und schlapp'],
  ['loss_of_consciousness', 'de', 'bin umknickt, aber i ko laffa'],
  ['seizures_before', 'en', 'he was fine before, then had a fit'],
  ['bleeding_stopped', 'en', 'my throat feels tight and my voice has gone all croaky'],
  ['severe_bleeding', 'pt', 'a pinta sangrou uma vez quando esfreguei a toalha'],
  ['pain_eased_leaning_forward', 'pt', 'nariz sangrou, apertei a ponta por 10 minutos inclinado pra frente e parou'],
  ['thunderclap_headache', 'de', 'halsweh seit 5 tagen wird immer schlimmer'],
  ['low_mood', 'pt', 'esta a respirar muito fundo e depressa'],
  ['facial_droop', 'fr', 'pendant la nuit sa bouche était sèche'],
  ['cold_extremities', 'de', 'meine hände und füße sind im winter immer eiskalt'],
  ['hypothermia', 'es', 'tengo los pies muy helados siempre en invierno'],
  ['hypothermia', 'de', 'meine hände sind eiskalt'],
  ['burn', 'pt', 'a minha avo esta a ferver'],
  ['major_trauma', 'fr', 'chute de moto ce matin, le poignet est gonflé'],
  ['major_trauma', 'en', 'slipped on the wet floor at work'],
];

describe('findings defined once over concepts', () => {
  it.each(SAID)('%s is read in %s: "%s"', (finding, language, text) => {
    expect(present(text, language)).toContain(finding);
  });

  it.each(DENIED)('%s denied is not present in %s: "%s"', (finding, language, text) => {
    expect(present(text, language)).not.toContain(finding);
  });

  it('does not read falling asleep as a fall, nor a drink kept down as vomiting that will not stop', () => {
    expect(present('fell asleep on the sofa watching telly', 'en')).not.toContain('fall_or_knock');
    expect(present('hat einmal gebrochen, trinkt Tee und behält ihn drin, kein Fieber', 'de')).not.toContain('persistent_vomiting');
  });

  it('does not read what someone says they feel, or cannot do, as a trouble with speech', () => {
    expect(present('my dad says he feels weird', 'en')).not.toContain('speech_difficulty');
    expect(present('son 6, he says he cant hear well from that side', 'en')).not.toContain('speech_difficulty');
    expect(present('minha mãe diz que não consegue respirar', 'pt')).not.toContain('speech_difficulty');
    expect(present('mi madre dice que se siente rara', 'es')).not.toContain('speech_difficulty');
    expect(present('er sagt, er kann nicht schlafen', 'de')).not.toContain('speech_difficulty');
    expect(present("il dit qu'il n'arrive pas à dormir", 'fr')).not.toContain('speech_difficulty');
  });

  it('reads a French "ne … pas" inside a finding\'s own words as the finding, not its denial', () => {
    expect(present('paralysie faciale droite, ne plisse pas le front', 'fr')).toContain('forehead_weakness');
  });

  it('does not read a headache "not waking her from sleep" as someone who will not wake', () => {
    expect(present('bilateral band-like headaches, not waking her from sleep', 'en')).not.toContain('loss_of_consciousness');
    expect(present('she is asleep and not waking up', 'en')).toContain('loss_of_consciousness');
  });

  it('does not read waking up in the morning as someone who cannot be woken', () => {
    expect(present('drooping of the left side of face since waking up, unable to close left eye fully', 'en')).not.toContain(
      'loss_of_consciousness',
    );
    expect(present("I can't wake him up", 'en')).toContain('loss_of_consciousness');
  });

  it('does not read guarding kept to one spot as the rigid belly of a peritonitis', () => {
    expect(present('Druckschmerz mit leichter Abwehrspannung im linken Unterbauch', 'de')).not.toContain('rigid_abdomen');
    expect(present('tenderness and rebound tenderness in RIF', 'en')).not.toContain('rigid_abdomen');
    expect(present('dolor y defensa localizados en FII', 'es')).not.toContain('rigid_abdomen');
    expect(present('abdomen rigid, board like, whole belly tender', 'en')).toContain('rigid_abdomen');
  });

  it('does not read a calf strained in sport, or sciatica down to the calf, as a calf with a clot', () => {
    expect(present('ayer jugando al pádel noté un tirón en el gemelo, me duele al ponerme de puntillas', 'es')).not.toContain(
      'calf_pain_swelling',
    );
    expect(present('seit 2 wochen kreuzweh das ins linke bein bis in die wade zieht', 'de')).not.toContain('calf_pain_swelling');
    expect(present('pulled my calf at football, my back hurts too, and the calf is swollen', 'en')).toContain('calf_pain_swelling');
  });

  it('does not read feeling weak with a pale face as a face weak on one side', () => {
    expect(present('i feel weak and my face is pale', 'en')).not.toContain('facial_droop');
  });

  it('does not read a baby feeding 80 % of the usual as feeding poorly (NICE NG9: 50–75 %)', () => {
    expect(present('5-month-old, feeding about 80% of usual, wet nappies normal', 'en')).not.toContain('infant_poor_feeding');
    expect(present('toma el 60 % de lo habitual', 'es')).toContain('infant_poor_feeding');
  });

  it('does not read a positive covid or flu test as a pregnancy, nor a mood as confusion', () => {
    expect(present('my covid test came back positive, fever and cough', 'en')).not.toContain('pregnancy');
    expect(present("je reconnais plus la personne que j'étais", 'fr')).not.toContain('confusion');
    expect(present('no tiene sentido seguir así', 'es')).not.toContain('confusion');
  });

  it("does not read a pericarditis's diffuse, concave ST elevation as a STEMI's", () => {
    expect(present('EKG: konkave ST-Hebungen in nahezu allen Ableitungen, PR-Senkungen', 'de')).not.toContain('st_elevation');
    expect(present('ECG: supradesnivel del ST difuso cóncavo', 'es')).not.toContain('st_elevation');
    expect(present('ECG shows ST elevation in V1 to V4', 'en')).toContain('st_elevation');
  });

  it('does not read a mouth that will not open before a "hot potato" voice as a trouble with speech', () => {
    expect(present('casi no puedo abrir la boca, hablo como con una papa en la boca', 'es')).not.toContain('speech_difficulty');
  });

  it('does not read taking one\'s usual tablets as an overdose, nor "afebril" as a fever', () => {
    expect(present('tuve un derrame en 2019 pero me recuperé y solo tomo mis pastillas', 'es')).not.toContain('overdose');
    expect(present('I took my pills this morning as usual', 'en')).not.toContain('overdose');
    expect(present('took 30 pills last night', 'en')).toContain('overdose');
    expect(present('Patient afebril, Kreislauf stabil', 'de')).not.toContain('fever');
  });

  it('does not read swollen tonsils as a swollen face or throat (anaphylaxis)', () => {
    expect(present('seit 3 tagen halsweh, mandeln richtig dick mit weißen stippen', 'de')).not.toContain('facial_swelling');
  });

  it('does not read a burning felt with a tingle as a burn of the skin', () => {
    expect(present('vésicules au bord de la lèvre, précédées de brûlures et picotements', 'fr')).not.toContain('burn');
    expect(present('vésicules au bord de la lèvre, précédées de brûlures et picotements', 'fr')).not.toContain('burn_sensitive_area');
    expect(present('burning and tingling on my lip before the blister came', 'en')).not.toContain('burn');
    expect(present('je me suis brûlé la lèvre avec du café bouillant', 'fr')).toContain('burn');
  });

  it('does not read a throat swollen on one side (a quinsy) as a swollen airway, nor a little breathlessness as severe', () => {
    expect(present('el lado derecho de la garganta muy hinchado, casi no puedo abrir la boca', 'es')).not.toContain('facial_swelling');
    expect(present('my throat is swollen and I can hardly swallow', 'en')).toContain('facial_swelling');
    expect(present('duerme con 3 almohadas porque dice que acostado se ahoga un poco', 'es')).not.toContain('severe_breathlessness');
    expect(present('mon père peut plus respirer allongé, il crache de la mousse rosée', 'fr')).toContain('severe_breathlessness');
  });

  it('does not read blowing one\'s nose ("schnäuzen") as puffing for breath', () => {
    expect(present('heute früh nach dem Schnäuzen Nasenbluten, hat aufgehört', 'de')).not.toContain('shortness_of_breath');
  });

  it('does not read a child who walks bent over as a pain past bearing, but does when he is doubled up with pain', () => {
    expect(present('il a mal au ventre en bas à droite, il marche plié en deux', 'fr')).not.toContain('severe_abdominal_pain');
    expect(present('il est plié en deux de douleur', 'fr')).toContain('severe_abdominal_pain');
  });

  it('reads German compounds by their parts', () => {
    expect(present('Brustschmerzen seit einer Stunde', 'de')).toContain('chest_pain');
  });

  it('reads burning when passing urine as a urinary symptom, not as a burn', () => {
    for (const [language, text] of [
      ['en', 'mild burning when i pee'],
      ['fr', 'brulures en urinant'],
      ['de', 'brennt beim pinkeln'],
    ] as const) {
      expect(present(text, language)).not.toContain('burn');
    }
  });

  it('does not read an arm held down by a painful shoulder as a weak arm', () => {
    expect(present('no puedo levantar el brazo por encima de la cabeza sin que me duela el hombro', 'es')).not.toContain('arm_weakness');
    expect(present("I can't lift my arm above my head, my shoulder hurts too much", 'en')).not.toContain('arm_weakness');
  });

  it('does not read spots that fade under a glass as a rash that does not fade', () => {
    expect(present('the spots fade when I press a glass on them', 'en')).not.toContain('non_blanching_rash');
    expect(present('we did the glass test and it fades completely', 'en')).not.toContain('non_blanching_rash');
  });

  it('ends a denial at a new subject, with or without "and" ("… ni à pleurer il devient violet")', () => {
    expect(present('il arrive plus à tousser ni à pleurer il devient violet', 'fr')).toContain('blue_lips');
    expect(present('makes no sound she is turning blue', 'en')).toContain('blue_lips');
  });

  it('ends a denial at "and" before its first finding ("kein Geräusch mehr und läuft blau an")', () => {
    expect(present('sagt kein Wort mehr und läuft blau an', 'de')).toContain('blue_lips');
  });

  it('does not read a glass of water and a pain that did not go away as a rash', () => {
    expect(present('drank a glass of water but the tummy ache did not go away', 'en')).not.toContain('non_blanching_rash');
  });

  it('does not read a pain like an electric shock as an electric shock', () => {
    expect(present('dolor como una descarga eléctrica por la pierna', 'es')).not.toContain('electric_shock');
  });

  it('does not read a word the engine knows as a typo of another ("abgeschlossen" is not "angeschossen")', () => {
    expect(present('er habe mit allem abgeschlossen', 'de')).not.toContain('major_trauma');
  });

  it('does not read a night of drinking, or a drinker, as thirst', () => {
    expect(present('bebi muito ontem na festa', 'pt')).not.toContain('excessive_thirst');
    expect(present('he drinks a lot of beer at weekends', 'en')).not.toContain('excessive_thirst');
  });

  it('does not read someone who talks and drank some water as speaking like a drunk', () => {
    expect(present("il parle bien et il a bu de l'eau", 'fr')).not.toContain('speech_difficulty');
  });

  it('does not read the pit of the stomach ("boca do estômago") as the mouth', () => {
    expect(present('sinto um peso esquisito na boca do estômago', 'pt')).not.toContain('suspected_stroke_sign');
  });

  it('does not read a fright and a swear word ("apanhei um susto do caraças") as an outbreak or a tick', () => {
    expect(present('apanhei um susto do caraças', 'pt')).toEqual([]);
  });

  it('does not read having recovered, and nothing left over, as someone who has not come round', () => {
    expect(present('tuve un ictus hace 5 años pero me recuperé bien y no me quedó nada', 'es')).not.toContain('loss_of_consciousness');
  });

  it('reads a faint told by the seconds it lasted, a few words on, as over', () => {
    expect(present('perda de conhecimento com duração inferior a 30 segundos', 'pt')).toContain('came_round');
  });

  it('does not read a burning pee ("brûlures mictionnelles") as a burn', () => {
    expect(present('brûlures mictionnelles depuis 2 jours', 'fr')).not.toContain('burn');
  });

  it('does not read heavy menstrual bleeding as a bleed that cannot be stopped', () => {
    expect(present('long-standing heavy menstrual bleeding', 'en')).not.toContain('severe_bleeding');
  });

  it('does not read "came back" as a back', () => {
    expect(present('the pain came back this morning', 'en')).not.toContain('back_pain');
  });

  it('does not read a faint followed by a fall as a head injury', () => {
    expect(present('she passed out and then fell to the floor', 'en')).not.toContain('head_injury');
  });

  it('does not read a twisted ankle as a misshapen limb', () => {
    expect(present('je me suis tordu la cheville hier au foot', 'fr')).not.toContain('deformity');
    expect(present('me doblé el tobillo jugando al fútbol', 'es')).not.toContain('deformity');
  });

  it('does not read a burn the size of a coin as a large burn', () => {
    expect(present('am Unterarm verbrannt, eine Stelle so groß wie eine 2-Euro-Münze', 'de')).not.toContain('large_burn');
  });

  it('does not read sweat-soaked sheets beside streaks of blood as heavy bleeding', () => {
    expect(present('flema con rayitas de sangre, sudo mucho por las noches', 'es')).not.toContain('severe_bleeding');
  });

  it('does not read yellow snot near the eyes as jaundice', () => {
    expect(present('gelb-grüner Rotz, Druck über den Augen', 'de')).not.toContain('jaundice');
  });

  it('does not read "passa com dipirona" (with) as a child getting into medicines, nor "igual" as a swollen gland', () => {
    expect(present('dor de cabeça que melhora com dipirona, igual a de sempre', 'pt')).toEqual(['headache']);
  });

  it('does not correct "automatique" into self-harm ("automutilation")', () => {
    expect(present('je vais au taf en pilote automatique', 'fr')).not.toContain('self_harm');
  });

  it('does not read "no nocturnal waking" as someone who will not wake', () => {
    expect(present('No aura, no nocturnal waking, normal neuro exam', 'en')).not.toContain('loss_of_consciousness');
  });

  it('does not read not knowing what day it started as confusion', () => {
    expect(present('im not sure what day it started, sore throat', 'en')).not.toContain('confusion');
  });

  it('does not read a nerve pain "like an electric shock" as an electrical injury', () => {
    expect(present('douleur comme une décharge électrique dans la jambe', 'fr')).not.toContain('electric_shock');
    expect(present('hab einen Stromschlag von der Steckdose bekommen', 'de')).toContain('electric_shock');
  });

  it("does not read the fever of a cold sore's name as a fever", () => {
    expect(present('juste un bouton de fièvre au coin de la lèvre', 'fr')).toEqual(['cold_sore']);
    expect(present('hat eine Fieberblase an der Lippe', 'de')).toEqual(['cold_sore']);
  });

  it('does not read a burn or a shock told as a likeness ("ça brûle comme une brûlure") as one', () => {
    expect(present('des cloques sur le dos, ça brûle comme une brûlure', 'fr')).not.toContain('burn');
    expect(present('des cloques sur le dos, ça brûle comme une brûlure', 'fr')).not.toContain('large_burn');
    expect(present('je me suis brûlée avec de l’eau bouillante sur le bras', 'fr')).toContain('burn');
  });

  it('does not read nothing odd to be seen ("no se ve nada raro") as a loss of sight', () => {
    expect(present('tobillo un poco hinchado, no se ve nada raro', 'es')).not.toContain('vision_loss');
  });

  it('does not read heartburn ("brûlures d\'estomac") as a burn', () => {
    expect(present("enceinte de 7 mois, brûlures d'estomac tous les soirs", 'fr')).not.toContain('burn');
  });

  it('does not read "no pain, can pee fine" as an inability to pass urine', () => {
    expect(present('no pain, can pee fine', 'en')).not.toContain('no_urine');
  });

  it('keeps the concepts of one finding in one clause', () => {
    expect(present('my face is fine. the towel is soaked in water and the arm is heavy from the gym bag', 'en')).not.toContain(
      'facial_droop',
    );
  });
});
