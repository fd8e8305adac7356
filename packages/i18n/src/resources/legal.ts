import type { Translations } from './types';

/**
 * Privacy policy and terms of use (last updated 21 June 2025), as lists of sections so a page or a
 * dialog can render them with `t('privacy.sections', { returnObjects: true })`.
 */
export const legal = {
  pt: {
    privacy: {
      title: 'Política de privacidade',
      lastUpdated: 'Última atualização: 21 de junho de 2025',
      intro:
        'Esta política explica quais dados a Vitalia coleta quando você usa o nosso assistente de saúde digital, para que os utilizamos, com quem podem ser compartilhados, por quanto tempo os guardamos e quais são os seus direitos.',
      sections: [
        {
          heading: 'Sobre a Vitalia',
          paragraphs: [
            'A Vitalia é um assistente de saúde digital oferecido gratuitamente, em caráter experimental. Você descreve seus sintomas em texto livre e uma inteligência artificial devolve uma análise informativa.',
            'As análises não são um diagnóstico médico e não substituem a consulta com um médico. Em caso de emergência, ligue imediatamente para o número de emergência local.',
          ],
        },
        {
          heading: 'Dados que coletamos',
          paragraphs: [
            'Textos de sintomas: o que você descreve e a análise gerada a partir disso. Se você usar a Vitalia sem conta, guardamos no seu dispositivo um identificador de visitante para associar as suas análises.',
            'Dados da conta: e-mail, nome completo, telefone e, se você os informar, data de nascimento e localização aproximada, além das suas preferências (idioma, notificações por e-mail).',
            'Cookies e consentimento: cookies essenciais para o funcionamento do site e o registro da sua escolha no aviso de cookies.',
            'Dados do dispositivo e IP: no momento do cadastro registramos informações do dispositivo e o endereço IP, para segurança e prevenção de abusos.',
            'Monitoramento operacional: dados técnicos de desempenho e de erros, e cliques no link da política de privacidade, para manter o serviço estável.',
          ],
        },
        {
          heading: 'Como usamos os seus dados',
          paragraphs: [
            'Usamos os textos de sintomas para gerar a análise e, se você tiver uma conta, para montar o seu histórico.',
            'Usamos os dados da conta para identificá-lo, proteger o seu acesso e enviar os e-mails que você escolheu receber.',
            'Medimos de forma agregada quantas análises e compartilhamentos são feitos, para entender o uso do serviço e melhorá-lo.',
          ],
        },
        {
          heading: 'Compartilhamento',
          paragraphs: [
            'Dados anonimizados, que não permitem identificar você, podem ser compartilhados com parceiros para pesquisa e melhoria de serviços de saúde.',
            'Prestadores que hospedam o serviço ou processam as análises tratam os dados apenas em nosso nome e segundo as nossas instruções. Não vendemos os seus dados pessoais.',
          ],
        },
        {
          heading: 'Por quanto tempo guardamos os dados',
          paragraphs: [
            'Sessões de acesso: 30 dias. Registros de consentimento de cookies: 2 anos. Análises anônimas: 1 ano.',
            'Os dados da sua conta e o seu histórico são mantidos enquanto a conta existir e apagados quando você solicitar a exclusão.',
          ],
        },
        {
          heading: 'Os seus direitos',
          paragraphs: [
            'Você tem o direito de acessar, corrigir e excluir os seus dados pessoais.',
            'Nas configurações da conta você pode editar o seu perfil, exportar os seus dados em formato JSON e solicitar a exclusão da conta.',
          ],
        },
        {
          heading: 'Menores de idade',
          paragraphs: ['Menores de idade só podem usar a Vitalia com o consentimento de um dos pais ou do responsável legal.'],
        },
        {
          heading: 'Segurança',
          paragraphs: [
            'Protegemos os dados com conexões criptografadas e acesso restrito. Nenhum sistema é totalmente invulnerável; se ocorrer um incidente que afete os seus dados, informaremos você.',
          ],
        },
        {
          heading: 'Contato e alterações',
          paragraphs: [
            'Para dúvidas sobre privacidade ou para exercer os seus direitos, fale conosco pelos canais de contato indicados no aplicativo.',
            'Podemos atualizar esta política. A data da última atualização aparece no topo desta página.',
          ],
        },
      ],
    },
    terms: {
      title: 'Termos de uso',
      lastUpdated: 'Última atualização: 21 de junho de 2025',
      intro: 'Ao usar a Vitalia, você concorda com estes termos. Leia-os com atenção.',
      sections: [
        {
          heading: 'O serviço',
          paragraphs: [
            'A Vitalia é oferecida gratuitamente, para uso experimental. As funções podem mudar, ser interrompidas ou encerradas a qualquer momento.',
            'Algumas funções podem fazer parte de um plano pago (Vitalia Pro), cujas condições são apresentadas antes da assinatura.',
          ],
        },
        {
          heading: 'Não é um diagnóstico médico',
          paragraphs: [
            'As análises são apenas informativas, não são um diagnóstico médico e não substituem a consulta com um médico ou outro profissional de saúde.',
            'Não adie nem deixe de procurar atendimento por causa de uma análise. Em caso de emergência, ligue imediatamente para o número de emergência local.',
          ],
        },
        {
          heading: 'Sua conta',
          paragraphs: ['Informe dados verdadeiros, mantenha a sua senha em sigilo e avise-nos se suspeitar de uso indevido da sua conta.'],
        },
        {
          heading: 'Menores de idade',
          paragraphs: ['Menores de idade precisam do consentimento de um dos pais ou do responsável legal para usar a Vitalia.'],
        },
        {
          heading: 'Uso aceitável',
          paragraphs: [
            'Não use a Vitalia para fins ilegais, não tente acessar dados de outras pessoas e não interfira no funcionamento do serviço.',
          ],
        },
        {
          heading: 'Dados e privacidade',
          paragraphs: [
            'O tratamento dos seus dados é descrito na política de privacidade. Dados anonimizados podem ser compartilhados com parceiros. Você pode acessar, corrigir e excluir os seus dados.',
          ],
        },
        {
          heading: 'Responsabilidade',
          paragraphs: [
            'Como serviço experimental e gratuito, a Vitalia é fornecida no estado em que se encontra. As decisões sobre a sua saúde devem ser tomadas com um profissional de saúde.',
          ],
        },
        {
          heading: 'Alterações e contato',
          paragraphs: [
            'Podemos atualizar estes termos; a data da última atualização aparece no topo. Para dúvidas, fale conosco pelos canais de contato indicados no aplicativo.',
          ],
        },
      ],
    },
  },
  en: {
    privacy: {
      title: 'Privacy policy',
      lastUpdated: 'Last updated: 21 June 2025',
      intro:
        'This policy explains what data Vitalia collects when you use our digital health assistant, what we use it for, who it may be shared with, how long we keep it and what your rights are.',
      sections: [
        {
          heading: 'About Vitalia',
          paragraphs: [
            'Vitalia is a digital health assistant offered free of charge for experimental use. You describe your symptoms in free text and an artificial intelligence returns an informational analysis.',
            'Analyses are not a medical diagnosis and do not replace a consultation with a doctor. In an emergency, call your local emergency number immediately.',
          ],
        },
        {
          heading: 'What we collect',
          paragraphs: [
            'Symptom texts: what you describe and the analysis produced from it. If you use Vitalia without an account, we store a guest identifier on your device to link your analyses.',
            'Account data: e-mail address, full name, phone number and, if you provide them, date of birth and approximate location, plus your preferences (language, e-mail notifications).',
            'Cookies and consent: cookies that are essential for the site to work, and a record of your choice in the cookie banner.',
            'Device and IP data: when you register, we record information about your device and your IP address, for security and to prevent abuse.',
            'Operational monitoring: technical performance and error data, and clicks on the privacy policy link, to keep the service stable.',
          ],
        },
        {
          heading: 'How we use your data',
          paragraphs: [
            'We use symptom texts to produce your analysis and, if you have an account, to build your history.',
            'We use account data to identify you, protect your access and send the e-mails you chose to receive.',
            'We count analyses and shares in aggregate to understand how the service is used and to improve it.',
          ],
        },
        {
          heading: 'Sharing',
          paragraphs: [
            'Anonymised data, which cannot identify you, may be shared with partners for research and to improve health services.',
            'Providers that host the service or process analyses handle data only on our behalf and on our instructions. We do not sell your personal data.',
          ],
        },
        {
          heading: 'How long we keep data',
          paragraphs: [
            'Sign-in sessions: 30 days. Cookie consent records: 2 years. Anonymous analyses: 1 year.',
            'Your account data and history are kept for as long as your account exists and are erased when you request deletion.',
          ],
        },
        {
          heading: 'Your rights',
          paragraphs: [
            'You have the right to access, correct and delete your personal data.',
            'In your account settings you can edit your profile, export your data in JSON format and request deletion of your account.',
          ],
        },
        {
          heading: 'Minors',
          paragraphs: ['Minors may only use Vitalia with the consent of a parent or legal guardian.'],
        },
        {
          heading: 'Security',
          paragraphs: [
            'We protect data with encrypted connections and restricted access. No system is completely invulnerable; if an incident affects your data, we will let you know.',
          ],
        },
        {
          heading: 'Contact and changes',
          paragraphs: [
            'For privacy questions or to exercise your rights, contact us through the contact channels shown in the app.',
            'We may update this policy. The date of the latest update appears at the top of this page.',
          ],
        },
      ],
    },
    terms: {
      title: 'Terms of use',
      lastUpdated: 'Last updated: 21 June 2025',
      intro: 'By using Vitalia you agree to these terms. Please read them carefully.',
      sections: [
        {
          heading: 'The service',
          paragraphs: [
            'Vitalia is offered free of charge for experimental use. Features may change, be interrupted or be discontinued at any time.',
            'Some features may be part of a paid plan (Vitalia Pro), whose conditions are shown before you subscribe.',
          ],
        },
        {
          heading: 'Not a medical diagnosis',
          paragraphs: [
            'Analyses are for information only, are not a medical diagnosis and do not replace a consultation with a doctor or another health professional.',
            'Do not delay or avoid seeking care because of an analysis. In an emergency, call your local emergency number immediately.',
          ],
        },
        {
          heading: 'Your account',
          paragraphs: [
            'Provide accurate information, keep your password secret and tell us if you suspect someone is misusing your account.',
          ],
        },
        {
          heading: 'Minors',
          paragraphs: ['Minors need the consent of a parent or legal guardian to use Vitalia.'],
        },
        {
          heading: 'Acceptable use',
          paragraphs: [
            'Do not use Vitalia for unlawful purposes, do not try to access other people’s data and do not interfere with the operation of the service.',
          ],
        },
        {
          heading: 'Data and privacy',
          paragraphs: [
            'How we handle your data is described in the privacy policy. Anonymised data may be shared with partners. You can access, correct and delete your data.',
          ],
        },
        {
          heading: 'Liability',
          paragraphs: [
            'As a free, experimental service, Vitalia is provided as is. Decisions about your health should be made with a health professional.',
          ],
        },
        {
          heading: 'Changes and contact',
          paragraphs: [
            'We may update these terms; the date of the latest update appears at the top. For questions, contact us through the contact channels shown in the app.',
          ],
        },
      ],
    },
  },
  es: {
    privacy: {
      title: 'Política de privacidad',
      lastUpdated: 'Última actualización: 21 de junio de 2025',
      intro:
        'Esta política explica qué datos recoge Vitalia cuando utilizas nuestro asistente de salud digital, para qué los usamos, con quién pueden compartirse, cuánto tiempo los conservamos y cuáles son tus derechos.',
      sections: [
        {
          heading: 'Acerca de Vitalia',
          paragraphs: [
            'Vitalia es un asistente de salud digital que se ofrece gratis y con carácter experimental. Describes tus síntomas en texto libre y una inteligencia artificial te devuelve un análisis informativo.',
            'Los análisis no son un diagnóstico médico y no sustituyen la consulta con un médico. En caso de emergencia, llama de inmediato al número de emergencias local.',
          ],
        },
        {
          heading: 'Datos que recogemos',
          paragraphs: [
            'Textos de síntomas: lo que describes y el análisis generado a partir de ello. Si usas Vitalia sin cuenta, guardamos en tu dispositivo un identificador de invitado para asociar tus análisis.',
            'Datos de la cuenta: correo electrónico, nombre completo, teléfono y, si los indicas, fecha de nacimiento y ubicación aproximada, además de tus preferencias (idioma, notificaciones por correo).',
            'Cookies y consentimiento: cookies esenciales para el funcionamiento del sitio y el registro de tu elección en el aviso de cookies.',
            'Datos del dispositivo e IP: al registrarte guardamos información del dispositivo y la dirección IP, por seguridad y para prevenir abusos.',
            'Supervisión operativa: datos técnicos de rendimiento y de errores, y clics en el enlace de la política de privacidad, para mantener el servicio estable.',
          ],
        },
        {
          heading: 'Cómo usamos tus datos',
          paragraphs: [
            'Usamos los textos de síntomas para generar tu análisis y, si tienes cuenta, para crear tu historial.',
            'Usamos los datos de la cuenta para identificarte, proteger tu acceso y enviarte los correos que hayas elegido recibir.',
            'Contamos de forma agregada los análisis y las veces que se comparten, para entender el uso del servicio y mejorarlo.',
          ],
        },
        {
          heading: 'Comunicación a terceros',
          paragraphs: [
            'Los datos anonimizados, que no permiten identificarte, pueden compartirse con socios con fines de investigación y de mejora de los servicios de salud.',
            'Los proveedores que alojan el servicio o procesan los análisis tratan los datos solo en nuestro nombre y siguiendo nuestras instrucciones. No vendemos tus datos personales.',
          ],
        },
        {
          heading: 'Cuánto tiempo conservamos los datos',
          paragraphs: [
            'Sesiones de acceso: 30 días. Registros de consentimiento de cookies: 2 años. Análisis anónimos: 1 año.',
            'Los datos de tu cuenta y tu historial se conservan mientras exista la cuenta y se eliminan cuando solicitas su borrado.',
          ],
        },
        {
          heading: 'Tus derechos',
          paragraphs: [
            'Tienes derecho a acceder a tus datos personales, rectificarlos y suprimirlos.',
            'En la configuración de tu cuenta puedes editar tu perfil, exportar tus datos en formato JSON y solicitar la eliminación de la cuenta.',
          ],
        },
        {
          heading: 'Menores de edad',
          paragraphs: ['Los menores de edad solo pueden usar Vitalia con el consentimiento de su madre, padre o tutor legal.'],
        },
        {
          heading: 'Seguridad',
          paragraphs: [
            'Protegemos los datos con conexiones cifradas y acceso restringido. Ningún sistema es totalmente invulnerable; si se produce un incidente que afecte a tus datos, te lo comunicaremos.',
          ],
        },
        {
          heading: 'Contacto y cambios',
          paragraphs: [
            'Para consultas sobre privacidad o para ejercer tus derechos, contáctanos a través de los canales de contacto indicados en la aplicación.',
            'Podemos actualizar esta política. La fecha de la última actualización aparece al principio de esta página.',
          ],
        },
      ],
    },
    terms: {
      title: 'Términos de uso',
      lastUpdated: 'Última actualización: 21 de junio de 2025',
      intro: 'Al usar Vitalia aceptas estos términos. Léelos con atención.',
      sections: [
        {
          heading: 'El servicio',
          paragraphs: [
            'Vitalia se ofrece gratis, para uso experimental. Las funciones pueden cambiar, interrumpirse o dejar de ofrecerse en cualquier momento.',
            'Algunas funciones pueden formar parte de un plan de pago (Vitalia Pro), cuyas condiciones se muestran antes de suscribirse.',
          ],
        },
        {
          heading: 'No es un diagnóstico médico',
          paragraphs: [
            'Los análisis son solo informativos, no son un diagnóstico médico y no sustituyen la consulta con un médico u otro profesional sanitario.',
            'No retrases ni dejes de buscar atención médica por un análisis. En caso de emergencia, llama de inmediato al número de emergencias local.',
          ],
        },
        {
          heading: 'Tu cuenta',
          paragraphs: [
            'Proporciona información veraz, mantén tu contraseña en secreto y avísanos si sospechas que alguien está usando tu cuenta indebidamente.',
          ],
        },
        {
          heading: 'Menores de edad',
          paragraphs: ['Los menores de edad necesitan el consentimiento de su madre, padre o tutor legal para usar Vitalia.'],
        },
        {
          heading: 'Uso aceptable',
          paragraphs: [
            'No uses Vitalia con fines ilícitos, no intentes acceder a datos de otras personas y no interfieras en el funcionamiento del servicio.',
          ],
        },
        {
          heading: 'Datos y privacidad',
          paragraphs: [
            'El tratamiento de tus datos se describe en la política de privacidad. Los datos anonimizados pueden compartirse con socios. Puedes acceder a tus datos, rectificarlos y suprimirlos.',
          ],
        },
        {
          heading: 'Responsabilidad',
          paragraphs: [
            'Como servicio gratuito y experimental, Vitalia se ofrece tal cual. Las decisiones sobre tu salud deben tomarse con un profesional sanitario.',
          ],
        },
        {
          heading: 'Cambios y contacto',
          paragraphs: [
            'Podemos actualizar estos términos; la fecha de la última actualización aparece al principio. Si tienes dudas, contáctanos a través de los canales de contacto indicados en la aplicación.',
          ],
        },
      ],
    },
  },
  de: {
    privacy: {
      title: 'Datenschutzrichtlinie',
      lastUpdated: 'Zuletzt aktualisiert: 21. Juni 2025',
      intro:
        'Diese Richtlinie erklärt, welche Daten Vitalia erhebt, wenn du unseren digitalen Gesundheitsassistenten nutzt, wofür wir sie verwenden, an wen sie weitergegeben werden können, wie lange wir sie speichern und welche Rechte du hast.',
      sections: [
        {
          heading: 'Über Vitalia',
          paragraphs: [
            'Vitalia ist ein digitaler Gesundheitsassistent, der kostenlos zur experimentellen Nutzung angeboten wird. Du beschreibst deine Symptome in freiem Text, und eine künstliche Intelligenz liefert eine informative Analyse.',
            'Die Analysen sind keine medizinische Diagnose und ersetzen keinen Arztbesuch. Ruf im Notfall sofort die örtliche Notrufnummer an.',
          ],
        },
        {
          heading: 'Welche Daten wir erheben',
          paragraphs: [
            'Symptombeschreibungen: was du beschreibst und die daraus erstellte Analyse. Wenn du Vitalia ohne Konto nutzt, speichern wir auf deinem Gerät eine Gastkennung, um deine Analysen zuzuordnen.',
            'Kontodaten: E-Mail-Adresse, vollständiger Name, Telefonnummer und – falls du sie angibst – Geburtsdatum und ungefährer Standort sowie deine Einstellungen (Sprache, E-Mail-Benachrichtigungen).',
            'Cookies und Einwilligung: Cookies, die für den Betrieb der Website notwendig sind, und ein Nachweis deiner Auswahl im Cookie-Hinweis.',
            'Geräte- und IP-Daten: Bei der Registrierung speichern wir Informationen zu deinem Gerät und deine IP-Adresse, zur Sicherheit und zur Missbrauchsvermeidung.',
            'Betriebsüberwachung: technische Leistungs- und Fehlerdaten sowie Klicks auf den Link zur Datenschutzrichtlinie, damit der Dienst stabil läuft.',
          ],
        },
        {
          heading: 'Wie wir deine Daten verwenden',
          paragraphs: [
            'Symptombeschreibungen verwenden wir, um deine Analyse zu erstellen und – wenn du ein Konto hast – deinen Verlauf anzulegen.',
            'Kontodaten verwenden wir, um dich zu identifizieren, deinen Zugang zu schützen und dir die E-Mails zu senden, die du erhalten möchtest.',
            'Analysen und geteilte Inhalte zählen wir in zusammengefasster Form, um die Nutzung des Dienstes zu verstehen und ihn zu verbessern.',
          ],
        },
        {
          heading: 'Weitergabe',
          paragraphs: [
            'Anonymisierte Daten, die keinen Rückschluss auf deine Person zulassen, können zu Forschungszwecken und zur Verbesserung von Gesundheitsdiensten an Partner weitergegeben werden.',
            'Dienstleister, die den Dienst hosten oder Analysen verarbeiten, verarbeiten Daten nur in unserem Auftrag und nach unseren Weisungen. Wir verkaufen deine personenbezogenen Daten nicht.',
          ],
        },
        {
          heading: 'Wie lange wir Daten speichern',
          paragraphs: [
            'Anmeldesitzungen: 30 Tage. Nachweise von Cookie-Einwilligungen: 2 Jahre. Anonyme Analysen: 1 Jahr.',
            'Deine Kontodaten und dein Verlauf werden gespeichert, solange dein Konto besteht, und gelöscht, wenn du die Löschung beantragst.',
          ],
        },
        {
          heading: 'Deine Rechte',
          paragraphs: [
            'Du hast das Recht auf Auskunft, Berichtigung und Löschung deiner personenbezogenen Daten.',
            'In den Kontoeinstellungen kannst du dein Profil bearbeiten, deine Daten im JSON-Format exportieren und die Löschung deines Kontos beantragen.',
          ],
        },
        {
          heading: 'Minderjährige',
          paragraphs: ['Minderjährige dürfen Vitalia nur mit Einwilligung eines Elternteils oder des gesetzlichen Vormunds nutzen.'],
        },
        {
          heading: 'Sicherheit',
          paragraphs: [
            'Wir schützen Daten durch verschlüsselte Verbindungen und eingeschränkten Zugriff. Kein System ist vollkommen sicher; sollte ein Vorfall deine Daten betreffen, informieren wir dich.',
          ],
        },
        {
          heading: 'Kontakt und Änderungen',
          paragraphs: [
            'Bei Fragen zum Datenschutz oder um deine Rechte auszuüben, kontaktiere uns über die in der App angegebenen Kontaktwege.',
            'Wir können diese Richtlinie aktualisieren. Das Datum der letzten Aktualisierung steht oben auf dieser Seite.',
          ],
        },
      ],
    },
    terms: {
      title: 'Nutzungsbedingungen',
      lastUpdated: 'Zuletzt aktualisiert: 21. Juni 2025',
      intro: 'Mit der Nutzung von Vitalia stimmst du diesen Bedingungen zu. Bitte lies sie sorgfältig.',
      sections: [
        {
          heading: 'Der Dienst',
          paragraphs: [
            'Vitalia wird kostenlos zur experimentellen Nutzung angeboten. Funktionen können sich jederzeit ändern, unterbrochen oder eingestellt werden.',
            'Einige Funktionen können Teil eines kostenpflichtigen Tarifs (Vitalia Pro) sein, dessen Bedingungen vor dem Abschluss angezeigt werden.',
          ],
        },
        {
          heading: 'Keine medizinische Diagnose',
          paragraphs: [
            'Die Analysen dienen nur der Information, sind keine medizinische Diagnose und ersetzen keinen Besuch bei einer Ärztin, einem Arzt oder einer anderen medizinischen Fachkraft.',
            'Verzögere oder unterlasse wegen einer Analyse keine Behandlung. Ruf im Notfall sofort die örtliche Notrufnummer an.',
          ],
        },
        {
          heading: 'Dein Konto',
          paragraphs: [
            'Mach wahrheitsgemäße Angaben, halte dein Passwort geheim und informiere uns, wenn du einen Missbrauch deines Kontos vermutest.',
          ],
        },
        {
          heading: 'Minderjährige',
          paragraphs: [
            'Minderjährige benötigen für die Nutzung von Vitalia die Einwilligung eines Elternteils oder des gesetzlichen Vormunds.',
          ],
        },
        {
          heading: 'Zulässige Nutzung',
          paragraphs: [
            'Nutze Vitalia nicht für rechtswidrige Zwecke, versuche nicht, auf Daten anderer Personen zuzugreifen, und beeinträchtige nicht den Betrieb des Dienstes.',
          ],
        },
        {
          heading: 'Daten und Datenschutz',
          paragraphs: [
            'Wie wir mit deinen Daten umgehen, beschreibt die Datenschutzrichtlinie. Anonymisierte Daten können an Partner weitergegeben werden. Du kannst deine Daten einsehen, berichtigen und löschen.',
          ],
        },
        {
          heading: 'Haftung',
          paragraphs: [
            'Als kostenloser, experimenteller Dienst wird Vitalia ohne Gewähr bereitgestellt. Entscheidungen über deine Gesundheit solltest du gemeinsam mit medizinischem Fachpersonal treffen.',
          ],
        },
        {
          heading: 'Änderungen und Kontakt',
          paragraphs: [
            'Wir können diese Bedingungen aktualisieren; das Datum der letzten Aktualisierung steht oben. Bei Fragen kontaktiere uns über die in der App angegebenen Kontaktwege.',
          ],
        },
      ],
    },
  },
  fr: {
    privacy: {
      title: 'Politique de confidentialité',
      lastUpdated: 'Dernière mise à jour : 21 juin 2025',
      intro:
        'Cette politique explique quelles données Vitalia collecte lorsque vous utilisez notre assistant santé numérique, à quoi elles servent, avec qui elles peuvent être partagées, combien de temps nous les conservons et quels sont vos droits.',
      sections: [
        {
          heading: 'À propos de Vitalia',
          paragraphs: [
            'Vitalia est un assistant santé numérique proposé gratuitement, à titre expérimental. Vous décrivez vos symptômes en texte libre et une intelligence artificielle vous renvoie une analyse informative.',
            'Les analyses ne constituent pas un diagnostic médical et ne remplacent pas une consultation médicale. En cas d’urgence, appelez immédiatement le numéro d’urgence local.',
          ],
        },
        {
          heading: 'Les données que nous collectons',
          paragraphs: [
            'Textes de symptômes : ce que vous décrivez et l’analyse produite à partir de ce texte. Si vous utilisez Vitalia sans compte, nous enregistrons sur votre appareil un identifiant d’invité pour relier vos analyses.',
            'Données du compte : adresse e-mail, nom complet, numéro de téléphone et, si vous les indiquez, date de naissance et localisation approximative, ainsi que vos préférences (langue, notifications par e-mail).',
            'Cookies et consentement : les cookies indispensables au fonctionnement du site et l’enregistrement de votre choix dans le bandeau cookies.',
            'Données de l’appareil et adresse IP : lors de l’inscription, nous enregistrons des informations sur votre appareil et votre adresse IP, pour la sécurité et la prévention des abus.',
            'Supervision technique : données de performance et d’erreurs, et clics sur le lien de la politique de confidentialité, pour assurer la stabilité du service.',
          ],
        },
        {
          heading: 'Comment nous utilisons vos données',
          paragraphs: [
            'Nous utilisons les textes de symptômes pour produire votre analyse et, si vous avez un compte, pour constituer votre historique.',
            'Nous utilisons les données du compte pour vous identifier, protéger votre accès et vous envoyer les e-mails que vous avez choisi de recevoir.',
            'Nous comptabilisons de façon agrégée les analyses et les partages, afin de comprendre l’usage du service et de l’améliorer.',
          ],
        },
        {
          heading: 'Partage',
          paragraphs: [
            'Des données anonymisées, qui ne permettent pas de vous identifier, peuvent être partagées avec des partenaires à des fins de recherche et d’amélioration des services de santé.',
            'Les prestataires qui hébergent le service ou traitent les analyses n’agissent que pour notre compte et selon nos instructions. Nous ne vendons pas vos données personnelles.',
          ],
        },
        {
          heading: 'Durée de conservation',
          paragraphs: [
            'Sessions de connexion : 30 jours. Preuves de consentement aux cookies : 2 ans. Analyses anonymes : 1 an.',
            'Les données de votre compte et votre historique sont conservés tant que votre compte existe et supprimés lorsque vous en demandez l’effacement.',
          ],
        },
        {
          heading: 'Vos droits',
          paragraphs: [
            'Vous disposez d’un droit d’accès, de rectification et de suppression de vos données personnelles.',
            'Dans les paramètres de votre compte, vous pouvez modifier votre profil, exporter vos données au format JSON et demander la suppression de votre compte.',
          ],
        },
        {
          heading: 'Mineurs',
          paragraphs: ['Les mineurs ne peuvent utiliser Vitalia qu’avec le consentement d’un parent ou d’un tuteur légal.'],
        },
        {
          heading: 'Sécurité',
          paragraphs: [
            'Nous protégeons les données par des connexions chiffrées et un accès restreint. Aucun système n’est totalement invulnérable ; si un incident touche vos données, nous vous en informerons.',
          ],
        },
        {
          heading: 'Contact et modifications',
          paragraphs: [
            'Pour toute question relative à la confidentialité ou pour exercer vos droits, contactez-nous via les moyens de contact indiqués dans l’application.',
            'Nous pouvons mettre à jour cette politique. La date de la dernière mise à jour figure en haut de cette page.',
          ],
        },
      ],
    },
    terms: {
      title: 'Conditions d’utilisation',
      lastUpdated: 'Dernière mise à jour : 21 juin 2025',
      intro: 'En utilisant Vitalia, vous acceptez ces conditions. Merci de les lire attentivement.',
      sections: [
        {
          heading: 'Le service',
          paragraphs: [
            'Vitalia est proposé gratuitement, à titre expérimental. Les fonctionnalités peuvent évoluer, être interrompues ou arrêtées à tout moment.',
            'Certaines fonctionnalités peuvent faire partie d’une offre payante (Vitalia Pro), dont les conditions sont présentées avant la souscription.',
          ],
        },
        {
          heading: 'Pas un diagnostic médical',
          paragraphs: [
            'Les analyses sont fournies à titre informatif uniquement, ne constituent pas un diagnostic médical et ne remplacent pas une consultation avec un médecin ou un autre professionnel de santé.',
            'Ne retardez pas et ne renoncez pas à des soins à cause d’une analyse. En cas d’urgence, appelez immédiatement le numéro d’urgence local.',
          ],
        },
        {
          heading: 'Votre compte',
          paragraphs: [
            'Fournissez des informations exactes, gardez votre mot de passe secret et prévenez-nous si vous soupçonnez une utilisation abusive de votre compte.',
          ],
        },
        {
          heading: 'Mineurs',
          paragraphs: ['Les mineurs doivent obtenir le consentement d’un parent ou d’un tuteur légal pour utiliser Vitalia.'],
        },
        {
          heading: 'Utilisation acceptable',
          paragraphs: [
            'N’utilisez pas Vitalia à des fins illicites, n’essayez pas d’accéder aux données d’autres personnes et ne perturbez pas le fonctionnement du service.',
          ],
        },
        {
          heading: 'Données et confidentialité',
          paragraphs: [
            'Le traitement de vos données est décrit dans la politique de confidentialité. Des données anonymisées peuvent être partagées avec des partenaires. Vous pouvez accéder à vos données, les rectifier et les supprimer.',
          ],
        },
        {
          heading: 'Responsabilité',
          paragraphs: [
            'En tant que service gratuit et expérimental, Vitalia est fourni en l’état. Les décisions concernant votre santé doivent être prises avec un professionnel de santé.',
          ],
        },
        {
          heading: 'Modifications et contact',
          paragraphs: [
            'Nous pouvons mettre à jour ces conditions ; la date de la dernière mise à jour figure en haut. Pour toute question, contactez-nous via les moyens de contact indiqués dans l’application.',
          ],
        },
      ],
    },
  },
} satisfies Translations;
