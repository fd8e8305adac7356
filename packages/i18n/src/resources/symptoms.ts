import type { Translations } from './types';

/** Texts of the symptom screen (mf-symptoms). The error texts are the analysis messages of spec §8. */
export const symptoms = {
  pt: {
    page: {
      title: 'Triagem de sintomas',
      intro: 'Conte com suas palavras o que você está sentindo, desde quando e com que intensidade.',
      back: 'Voltar',
    },
    form: {
      label: 'Descreva seus sintomas',
      placeholder: 'Ex.: Estou com dor de cabeça forte e febre de 38 °C desde ontem à noite.',
      hint: 'Quanto mais detalhes (duração, intensidade, o que melhora ou piora), mais útil será a análise.',
      analyze: 'Analisar sintomas',
    },
    status: {
      analyzing: 'Analisando seus sintomas… isso pode levar alguns segundos.',
      received: 'Análise recebida.',
    },
    waiting: {
      title: 'O que você vai receber',
      intro: 'Depois de enviar sua descrição, você verá:',
      urgency: 'O nível de urgência da situação',
      causes: 'Possíveis causas para os sintomas',
      nextSteps: 'Próximos passos recomendados',
    },
    disclaimer:
      'Esta análise é apenas informativa, não é um diagnóstico médico e não substitui a consulta com um profissional de saúde. Em caso de emergência, ligue para o número de emergência local.',
    errors: {
      validation: 'Descreva seus sintomas com pelo menos 3 caracteres.',
      network: 'Erro de conexão. Verifique sua internet e tente novamente.',
      general: 'Erro ao analisar os sintomas. Tente novamente em alguns instantes.',
      timeout: 'A análise está demorando mais que o esperado. Tente novamente.',
      invalidData: 'Resposta incompleta do servidor. Tente novamente.',
    },
  },
  en: {
    page: {
      title: 'Symptom analysis',
      intro: 'Tell us in your own words what you are feeling, since when and how strongly.',
      back: 'Back',
    },
    form: {
      label: 'Describe your symptoms',
      placeholder: 'E.g. I have had a bad headache and a fever of 38 °C since last night.',
      hint: 'The more detail you give (how long, how strong, what makes it better or worse), the more useful the analysis.',
      analyze: 'Analyze symptoms',
    },
    status: {
      analyzing: 'Analyzing your symptoms… this may take a few seconds.',
      received: 'Analysis received.',
    },
    waiting: {
      title: 'What you will get',
      intro: 'Once you send your description, you will see:',
      urgency: 'How urgent your situation is',
      causes: 'Possible causes of your symptoms',
      nextSteps: 'Recommended next steps',
    },
    disclaimer:
      'This analysis is for information only. It is not a medical diagnosis and does not replace seeing a health professional. In an emergency, call your local emergency number.',
    errors: {
      validation: 'Please describe your symptoms with at least 3 characters.',
      network: 'Connection error. Check your internet and try again.',
      general: 'Error analyzing symptoms. Please try again in a few moments.',
      timeout: 'The analysis is taking longer than expected. Please try again.',
      invalidData: 'Incomplete server response. Please try again.',
    },
  },
  es: {
    page: {
      title: 'Análisis de síntomas',
      intro: 'Cuéntanos con tus palabras qué sientes, desde cuándo y con qué intensidad.',
      back: 'Volver',
    },
    form: {
      label: 'Describe tus síntomas',
      placeholder: 'Ej.: Tengo un dolor de cabeza fuerte y fiebre de 38 °C desde anoche.',
      hint: 'Cuantos más detalles des (duración, intensidad, qué lo mejora o empeora), más útil será el análisis.',
      analyze: 'Analizar síntomas',
    },
    status: {
      analyzing: 'Analizando tus síntomas… esto puede tardar unos segundos.',
      received: 'Análisis recibido.',
    },
    waiting: {
      title: 'Lo que vas a recibir',
      intro: 'Cuando envíes tu descripción, verás:',
      urgency: 'El nivel de urgencia de tu situación',
      causes: 'Posibles causas de tus síntomas',
      nextSteps: 'Los próximos pasos recomendados',
    },
    disclaimer:
      'Este análisis es solo informativo, no es un diagnóstico médico y no sustituye la consulta con un profesional de la salud. En caso de emergencia, llama al número de emergencias local.',
    errors: {
      validation: 'Describe tus síntomas con al menos 3 caracteres.',
      network: 'Error de conexión. Comprueba tu internet e inténtalo de nuevo.',
      general: 'Error al analizar los síntomas. Inténtalo de nuevo en unos momentos.',
      timeout: 'El análisis está tardando más de lo esperado. Inténtalo de nuevo.',
      invalidData: 'Respuesta incompleta del servidor. Inténtalo de nuevo.',
    },
  },
  de: {
    page: {
      title: 'Symptom-Analyse',
      intro: 'Beschreib in deinen eigenen Worten, was du spürst, seit wann und wie stark.',
      back: 'Zurück',
    },
    form: {
      label: 'Beschreib deine Symptome',
      placeholder: 'Z. B.: Ich habe seit gestern Abend starke Kopfschmerzen und 38 °C Fieber.',
      hint: 'Je mehr Einzelheiten (Dauer, Stärke, was es besser oder schlechter macht), desto hilfreicher die Analyse.',
      analyze: 'Symptome analysieren',
    },
    status: {
      analyzing: 'Deine Symptome werden analysiert… das kann einige Sekunden dauern.',
      received: 'Analyse erhalten.',
    },
    waiting: {
      title: 'Was du erhältst',
      intro: 'Sobald du deine Beschreibung absendest, siehst du:',
      urgency: 'Wie dringend deine Situation ist',
      causes: 'Mögliche Ursachen deiner Symptome',
      nextSteps: 'Empfohlene nächste Schritte',
    },
    disclaimer:
      'Diese Analyse dient nur zur Information. Sie ist keine ärztliche Diagnose und ersetzt nicht den Besuch bei medizinischem Fachpersonal. Ruf im Notfall die örtliche Notrufnummer an.',
    errors: {
      validation: 'Bitte beschreib deine Symptome mit mindestens 3 Zeichen.',
      network: 'Verbindungsfehler. Prüf deine Internetverbindung und versuch es erneut.',
      general: 'Fehler bei der Analyse der Symptome. Bitte versuch es in wenigen Augenblicken erneut.',
      timeout: 'Die Analyse dauert länger als erwartet. Bitte versuch es erneut.',
      invalidData: 'Unvollständige Antwort des Servers. Bitte versuch es erneut.',
    },
  },
  fr: {
    page: {
      title: 'Analyse de symptômes',
      intro: 'Décrivez avec vos mots ce que vous ressentez, depuis quand et avec quelle intensité.',
      back: 'Retour',
    },
    form: {
      label: 'Décrivez vos symptômes',
      placeholder: "Ex. : J'ai un fort mal de tête et 38 °C de fièvre depuis hier soir.",
      hint: "Plus vous donnez de détails (durée, intensité, ce qui soulage ou aggrave), plus l'analyse sera utile.",
      analyze: 'Analyser les symptômes',
    },
    status: {
      analyzing: 'Analyse de vos symptômes en cours… cela peut prendre quelques secondes.',
      received: 'Analyse reçue.',
    },
    waiting: {
      title: 'Ce que vous allez obtenir',
      intro: 'Une fois votre description envoyée, vous verrez :',
      urgency: "Le niveau d'urgence de votre situation",
      causes: 'Les causes possibles de vos symptômes',
      nextSteps: 'Les prochaines étapes recommandées',
    },
    disclaimer:
      "Cette analyse est fournie à titre informatif. Elle ne constitue pas un diagnostic médical et ne remplace pas la consultation d'un professionnel de santé. En cas d'urgence, appelez le numéro d'urgence local.",
    errors: {
      validation: 'Veuillez décrire vos symptômes en au moins 3 caractères.',
      network: 'Erreur de connexion. Vérifiez votre connexion internet et réessayez.',
      general: "Erreur lors de l'analyse des symptômes. Veuillez réessayer dans quelques instants.",
      timeout: "L'analyse prend plus de temps que prévu. Veuillez réessayer.",
      invalidData: 'Réponse incomplète du serveur. Veuillez réessayer.',
    },
  },
} satisfies Translations;
