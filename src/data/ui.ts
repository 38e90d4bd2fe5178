/**
 * Interface text: button and link labels, screen-reader texts, error texts and the footer lines.
 * Components receive these as props; copy about the business lives in src/content/.
 *
 * Keyed by locale so a second language is one more table typed against `UiStrings`: a missing
 * string is then a compile error, never English on a translated page. `{name}` placeholders are
 * filled by `formatUi`.
 */
import type { Locale } from '#src/lib/routes.ts';
import type { FaqCategory } from '#src/schemas/faq.ts';
import type { GalleryFilter } from '#src/schemas/gallery.ts';
import type { ApplicationId } from '#src/schemas/applications.ts';

/** English pages are the default: unprefixed, and the x-default of every hreflang set. */
export const defaultLocale: Locale = 'en';

/** The Intl locale each language formats numbers, dollars and percents with. */
export const intlLocales: Record<Locale, string> = { en: 'en-US', es: 'es-US' };

const en = {
  /** The one wording of the quote call to action, everywhere on the site. */
  quoteCta: 'Get Free Quote',
  /** Before a phone number on a button: "Call (888) 555-0142". */
  call: 'Call',
  skipLink: 'Skip to main content',
  menu: 'Menu',
  mainNav: 'Main',
  footerNav: 'Footer',
  quickContact: 'Quick contact',
  breadcrumb: 'Breadcrumb',
  socialMedia: 'Social media',
  learnMore: 'Learn more',
  opensInNewTab: '(opens in a new tab)',
  ratedOutOf5: 'Rated {rating} out of 5',
  outOf5: 'out of 5',
  heroRating: 'from {count}+ reviews',
  weightedBy: 'Weighted by review count across {count} reviews',
  reviewCount: '{count} reviews',
  county: '{county} County',
  /** Text alternatives for the tick and cross in comparison tables. */
  yes: 'Yes',
  no: 'No',
  /**
   * How price figures are worded around their Intl-formatted numbers (lib/prices.ts): the /pricing
   * table and the estimator. {min} of a dollar range carries the currency sign: "$8-12".
   */
  priceFigures: {
    range: '{min}-{max}',
    percent: '{value}%',
    days: { one: '{count} day', other: '{count} days', range: '{min}-{max} days' },
  },
  /** Screen-reader label before a step's duration. */
  duration: 'Duration',
  talkToUs: 'Talk to us',
  /** Header and footer link labels (src/data/navigation.ts names them by these keys). */
  nav: {
    home: 'Home',
    about: 'About',
    aboutUs: 'About Us',
    services: 'Services',
    ourProcess: 'Our Process',
    gallery: 'Gallery',
    videos: 'Videos',
    contact: 'Contact',
    pricing: 'Pricing',
    whyChooseUs: 'Why Choose Us',
    credentials: 'Credentials',
    caseStudies: 'Case Studies',
    floridaClimateGuide: 'Florida Climate Guide',
    materials: 'Materials',
    faq: 'FAQ',
    resources: 'Resources',
    locations: 'Locations',
    company: 'Company',
    ourWork: 'Our Work',
    learn: 'Learn',
  },
  /** The header link to the page in the other language, written in that language. */
  otherLanguage: { label: 'Español', lang: 'es-US' },
  /** Beside the phone number: said in Spanish on every page, for the visitors who need it. */
  weSpeakSpanish: 'Hablamos español',
  /** After a link to a page that is only in English (used on Spanish pages). */
  inEnglish: '(in English)',
  /** The counties as a phrase: "{counties}" is "Miami-Dade County and Broward County". */
  countiesPhrase: '{counties}',
  listAnd: 'and',
  footerBlurb:
    'Epoxy, polyaspartic and metallic floors for homes, condos and businesses across {counties}, installed by our own crews since {foundingYear}.',
  serviceAreaLine: 'Serving {counties}',
  licenseLine: 'Licensed & insured · Florida license {license}',
  rights: '© {year} {company}. All rights reserved.',
  socialImageAlt: '{company}: glossy epoxy floor in a South Florida garage',
  contactFacts: { phone: 'Phone', hours: 'Hours', serviceArea: 'Service area' },
  /** The contact page's cards: phone, service area and business hours. */
  contactCards: {
    phone: 'Call us',
    phoneNote: 'Talk to a project manager during business hours.',
    serviceArea: 'Service area',
    serviceAreaNote: '{count} cities and everywhere in between.',
    hours: 'Business hours',
  },
  /** Work still being produced (videos, customer films). */
  production: { noteTitle: 'Production note', done: 'Done', pending: 'In progress' },
  /** Leadership profiles on /our-team. */
  team: { since: 'Since', certifications: 'Certifications', expertise: 'Expertise' },
  /** The fields of a case study on /case-studies. */
  caseStudy: {
    client: 'Client',
    projectType: 'Project type',
    timeline: 'Timeline',
    investment: 'Investment',
    challenge: 'The challenge',
    solution: 'Our solution',
    results: 'Results',
    metrics: 'By the numbers',
    lessonsLearned: 'Lessons learned',
  },
  errorBoundary: {
    heading: 'Unexpected Application Error!',
    text: 'This part of the page could not load. Please refresh, or call us at',
  },
  /** The /gallery filters, project cards, before/after slider and detail dialog. */
  gallery: {
    filterLabel: 'Filter projects by type',
    /** The spec's gallery filters, id and label, in the order the buttons appear. */
    filters: {
      all: 'All',
      residential: 'Residential',
      commercial: 'Commercial',
      metallic: 'Metallic',
      'pool-deck': 'Pool Deck',
      garage: 'Garage',
      industrial: 'Industrial',
    } satisfies Record<GalleryFilter, string>,
    /** Announced after a filter change. */
    showing: 'Showing {count} of {total} projects',
    viewDetails: 'View details',
    slider: {
      /** The slider's accessible name. */
      label: 'Before and after: {title}',
      before: 'Before',
      after: 'After',
      /** What a screen reader says for the divider's position. */
      valueText: '{before}% before, {after}% after',
    },
    facts: {
      location: 'Location',
      size: 'Size',
      timeline: 'Timeline',
      coating: 'Coating system',
      investment: 'Investment',
    },
    dialog: {
      close: 'Close',
      challenge: 'The challenge',
      solution: 'Our solution',
      features: 'What went into it',
      testimonial: 'What the customer said',
      quote: 'Get a quote for a floor like this',
    },
  },
  estimate: {
    title: 'Request your free estimate',
    failedTitle: 'The form did not load. Reach us directly',
    text: 'Call, text or email us with your city, the kind of floor and its rough size. A project manager replies within 24 hours, usually the same day.',
    /** Over the call / text / email card while the form loads out of sight. */
    loading: 'Loading the estimate form…',
    callLabel: 'Call',
    textLabel: 'Text us a photo',
    emailLabel: 'Email your project',
    writeLabel: 'Or write to',
    /** Under a working form: the way forward if the form's page shows an error. */
    besideLabel: 'Form not working?',
    /** Above a form the page cannot confirm is working (its provider sends no ready message). */
    alongsideLabel: 'Form not showing? Reach us directly:',
    emailSubject: 'Free estimate request',
    /** The text message a visitor's phone opens with. */
    smsBody: 'Hi, I would like a free estimate. My city: . Type of floor: . Approximate size (sq ft): .',
    emailBody:
      'Hi, I would like a free estimate.\n\nCity:\nType of floor (garage, commercial, pool deck...):\nApproximate size (sq ft):\nBest time to call:\n',
  },
  /**
   * The site's own quote form (PUBLIC_QUOTE_FORM_ACTION, islands/quote-form.tsx): fields, errors,
   * the thank-you and what a visitor sees when the request does not go through. {name} and {phone}
   * are what the visitor typed; {count} a number of fields.
   */
  quoteForm: {
    title: 'Request your free quote',
    requiredNote: 'Every field is needed unless it says optional.',
    optional: '(optional)',
    name: 'Your name',
    phone: 'Phone',
    phoneHint: 'With the area code. We call or text you back on it.',
    email: 'Email',
    emailHint: 'Where we send the written quote.',
    city: 'City',
    cityChoose: 'Choose your city',
    cityOther: 'Another city (tell us in the message)',
    kind: 'Kind of floor',
    kindChoose: 'Choose one',
    kindOther: 'Something else (basement, repair...)',
    area: 'Approximate area (sq ft)',
    areaHint: 'A guess is fine: a two-car garage is about 400 sq ft.',
    message: 'Anything else we should know?',
    messageHint: 'The room, what is on the floor today, when you need the space back.',
    /** The first line of a message filled in from a /pricing estimate. */
    fromEstimate: 'From your price estimate:',
    prefilled: 'We filled in your estimate from our pricing page. Change anything that is not right.',
    /** The hidden field robots fill in and people never see. */
    honeypot: 'Leave this field empty',
    submit: 'Send my request',
    sending: 'Sending…',
    errors: {
      name: 'Enter your name, so we know who to ask for.',
      phone: 'Enter a phone number we can call you back on.',
      phoneInvalid: 'Enter the phone number with its area code: 10 digits.',
      email: 'Enter an email address such as name@example.com, or leave it empty.',
      city: 'Choose your city, or "Another city" at the end of the list.',
      kind: 'Choose the kind of floor, or "Something else".',
      areaEmpty: 'Enter the approximate area in square feet, for example 400.',
      areaNotNumber: 'Enter the area as a number of square feet, for example 400.',
      areaZero: 'The area must be more than 0 sq ft.',
      areaNegative: 'The area cannot be negative. Enter it in square feet, for example 400.',
    },
    /** Beside the button after a submit with errors: nothing was sent. */
    notSent: {
      one: 'Nothing was sent yet: {count} field above needs your answer.',
      other: 'Nothing was sent yet: {count} fields above need your answer.',
    },
    sent: {
      title: 'Thank you, {name}. We have your request.',
      next: 'What happens next: a project manager calls you at {phone} within 24 hours, usually the same day, to book your free on-site visit. Outside business hours we reply first thing.',
      hours: 'Our business hours',
      sooner: 'Need us sooner? Call',
    },
    failed: {
      title: 'Your request did not go through',
      text: 'Everything you typed is still in the form: send it again in a moment, or reach us directly. The email and text below carry your request.',
      callLabel: 'Call',
      textLabel: 'Text',
      emailLabel: 'Email',
    },
    /** Under the form: the other ways to reach us, with or without the form. */
    alternative: 'Rather call, text or email?',
    /** The subject of the email a visitor can send instead, with their request in it. */
    emailSubject: 'Quote request',
  },
  /**
   * The /pricing price estimator (lib/estimate.ts): its fields, errors, result, assumptions and the
   * message it sends. {rushPremium} is the rush premium of src/content/prices.yaml ("15-30%").
   */
  estimator: {
    formLabel: 'Price estimator',
    kindLegend: 'Kind of floor',
    kinds: {
      garage: 'Garage floor',
      commercial: 'Commercial floor',
      metallic: 'Metallic epoxy',
      'pool-deck': 'Pool deck',
      industrial: 'Warehouse or industrial',
    } satisfies Record<ApplicationId, string>,
    areaLabel: 'Floor area (sq ft)',
    areaHint: 'Length times width, in square feet. A two-car garage is about 400.',
    finishLegend: 'Finish',
    finishes: {
      standard: { label: 'Standard', hint: 'Solid color or light flake' },
      premium: { label: 'Premium', hint: 'Full flake or metallic, thicker build' },
    },
    conditionLegend: 'Condition of the concrete',
    conditions: {
      good: { label: 'Good', hint: 'Sound, hairline cracks at most' },
      fair: { label: 'Fair', hint: 'Open cracks, some pitting or oil stains' },
      poor: { label: 'Poor', hint: 'Spalling, wide cracks or an old coating' },
    },
    timelineLegend: 'Timeline',
    timelines: {
      standard: { label: 'Standard', hint: 'Booked 2-4 weeks ahead' },
      rush: { label: 'Rush', hint: 'Adds {rushPremium} to the price' },
    },
    calculate: 'Calculate my estimate',
    /** Shown at the area field; the estimate is not shown while one applies. */
    errors: {
      empty: 'Enter the floor area in square feet, for example 400.',
      notNumber: 'Enter the area as a number of square feet, for example 400.',
      tooSmall: 'The area must be at least {min} sq ft. Enter it in square feet, for example 400.',
      negative: 'The area cannot be negative. Enter it in square feet, for example 400.',
      tooLarge: 'Above {max} sq ft, please call us: a job that size is priced from the drawings.',
    },
    resultTitle: 'Your estimate',
    total: 'Estimated total',
    perSqFt: 'Per sq ft',
    /** A total range: both ends carry the currency sign. */
    totalRange: '{min}-{max}',
    assumptionsTitle: 'What this estimate assumes',
    assumptions: {
      base: '{kind}, {finish} finish: {range} per sq ft installed, the figures of our price table.',
      area: '{area} sq ft of floor.',
      condition: {
        good: 'A good slab: grinding and filling hairline cracks are already in the price.',
        fair: 'A fair slab: crack repair and extra grinding add {percent}.',
        poor: 'A poor slab: patching spalls and grinding off old coatings add {percent}.',
      },
      timeline: {
        standard: 'A standard schedule, booked 2-4 weeks ahead.',
        rush: 'A rush date adds {percent}.',
      },
      minimum:
        'Our minimum job is {minimum}: a small floor still needs a crew, the grinder and a day of set-up.',
      rounding: 'Totals are rounded to {roundTo}.',
    },
    caveat:
      'This is an estimate from our published prices, not a quote. What counts is the written, itemized quote we give you after measuring and testing your slab at the free on-site visit.',
    sendTitle: 'Send this to us',
    sendIntro:
      'Send the estimate and a project manager replies within 24 hours to book your free on-site visit.',
    sendText: 'Text it to us',
    sendEmail: 'Email it to us',
    sendForm: 'Request a quote with these details',
    /** The text, email and form message. */
    message: {
      subject: 'Estimate request: {kind}, {area} sq ft',
      greeting: 'Hi, I used the price estimator on your website and would like a free on-site quote.',
      kind: 'Floor: {kind}',
      area: 'Area: {area} sq ft',
      finish: 'Finish: {finish}',
      condition: 'Slab condition: {condition}',
      timeline: 'Timeline: {timeline}',
      estimate: 'Estimate: {total} ({perSqFt} per sq ft)',
      link: 'Estimate: {url}',
      closing: 'My name, city and best time to call:',
    },
    /** Under the form, with or without JavaScript. */
    talk: 'Rather talk it through? Call',
    /** Above the estimate form on /contact when the visitor comes from the estimator. */
    details: {
      title: 'Your estimate from our pricing page',
      text: 'Add it to your request, or mention it when we call.',
      /** When the link's area cannot be priced: the area's error follows, then the link back. */
      invalidTitle: 'The estimate in your link could not be priced',
      fix: 'Correct the area in the estimator',
    },
    /** The link from each service page's pricing section to the estimator. */
    serviceLink: 'Estimate the price of your floor',
  },
  /** Resource categories: the hub's filter buttons and the names cards and articles show. */
  articleCategories: {
    all: 'All Articles',
    comparisons: 'Comparisons',
    cost: 'Cost & Pricing',
    maintenance: 'Maintenance',
    guides: 'Guides',
  },
  /** The resources hub's article browser. */
  resourcesHub: {
    searchLabel: 'Search articles',
    searchPlaceholder: 'Search articles...',
    filterLabel: 'Filter articles by category',
    /** The polite result count: "{count} article" / "{count} articles". */
    count: { one: '{count} article', other: '{count} articles' },
    empty: 'No articles found matching your search.',
    listTitle: 'Browse the articles',
  },
  /** Around an article's body. */
  article: {
    readTime: '{minutes} min read',
    published: 'Published',
    updated: 'Updated',
    byline: 'By {author}',
    relatedTitle: 'Keep reading',
    ctaEyebrow: 'Ready for a floor that lasts?',
    ctaTitle: 'Talk to a South Florida epoxy specialist',
    ctaText:
      'We measure, test your slab for moisture and send a written, itemized quote within 24 hours. No pressure, no obligation.',
  },
  /** The FAQ categories' headings (the stored category values are the English names). */
  faqCategories: {
    'General Questions': 'General Questions',
    'Cost & Pricing': 'Cost & Pricing',
    'Installation Process': 'Installation Process',
    'Florida-Specific Questions': 'Florida-Specific Questions',
    'Durability & Performance': 'Durability & Performance',
    'Maintenance & Care': 'Maintenance & Care',
    'Design & Appearance': 'Design & Appearance',
    Comparisons: 'Comparisons',
    'Warranty & Service': 'Warranty & Service',
    'Special Applications': 'Special Applications',
    'Getting Started': 'Getting Started',
  } satisfies Record<FaqCategory, string>,
  /** The /faq search (spec part 1, "/faq" and the error catalogue). */
  faqSearch: {
    label: 'Search the questions',
    placeholder: 'e.g. humidity or cost',
    found: { one: 'Found {count} result', other: 'Found {count} results' },
    empty: 'No questions found matching "{query}"',
    emptyHint: 'Try a shorter or different word, or call us and ask a person.',
    clear: 'Clear Search',
    categories: 'Categories',
    categoryCount: { one: '{count} question', other: '{count} questions' },
  },
};

/** Every interface string, in the shape of the English table. */
export type UiStrings = typeof en;
/** The words around the estimate form and its call / text / email alternative. */
export type EstimateCopy = UiStrings['estimate'];
/** The site's own quote form: fields, errors, thank-you and failure. */
export type QuoteFormCopy = UiStrings['quoteForm'];
/** The words of the /faq search box, its result count and its empty state. */
export type FaqSearchCopy = UiStrings['faqSearch'];
/** The price estimator's words (fields, errors, result, assumptions, message). */
export type EstimatorCopy = UiStrings['estimator'];
/** The gallery's filters, cards, slider and dialog labels. */
export type GalleryCopy = UiStrings['gallery'];

/** The Spanish table: every key of the English one (a missing string is a type error). */
const es: UiStrings = {
  quoteCta: 'Cotización gratis',
  call: 'Llamar',
  skipLink: 'Saltar al contenido principal',
  menu: 'Menú',
  mainNav: 'Principal',
  footerNav: 'Pie de página',
  quickContact: 'Contacto rápido',
  breadcrumb: 'Ruta de navegación',
  socialMedia: 'Redes sociales',
  learnMore: 'Más información',
  opensInNewTab: '(se abre en una pestaña nueva)',
  ratedOutOf5: 'Calificación de {rating} sobre 5',
  outOf5: 'sobre 5',
  heroRating: 'en más de {count} reseñas',
  weightedBy: 'Promedio ponderado de {count} reseñas',
  reviewCount: '{count} reseñas',
  county: 'Condado de {county}',
  yes: 'Sí',
  no: 'No',
  priceFigures: {
    range: '{min}-{max}',
    percent: '{value}%',
    days: { one: '{count} día', other: '{count} días', range: '{min}-{max} días' },
  },
  duration: 'Duración',
  talkToUs: 'Hable con nosotros',
  nav: {
    home: 'Inicio',
    about: 'Nosotros',
    aboutUs: 'Quiénes somos',
    services: 'Servicios',
    ourProcess: 'Nuestro proceso',
    gallery: 'Galería',
    videos: 'Videos',
    contact: 'Contacto',
    pricing: 'Precios',
    whyChooseUs: 'Por qué elegirnos',
    credentials: 'Licencias y seguros',
    caseStudies: 'Casos de éxito',
    floridaClimateGuide: 'Guía del clima de Florida',
    materials: 'Materiales',
    faq: 'Preguntas frecuentes',
    resources: 'Artículos',
    locations: 'Ciudades',
    company: 'La empresa',
    ourWork: 'Nuestro trabajo',
    learn: 'Aprenda más',
  },
  otherLanguage: { label: 'English', lang: 'en-US' },
  weSpeakSpanish: 'Hablamos español',
  inEnglish: '(en inglés)',
  countiesPhrase: 'los condados de {counties}',
  listAnd: 'y',
  footerBlurb:
    'Pisos epóxicos, de poliaspártico y metálicos para casas, condominios y negocios en {counties}, instalados por nuestras propias cuadrillas desde {foundingYear}.',
  serviceAreaLine: 'Trabajamos en {counties}',
  licenseLine: 'Con licencia y seguro · Licencia de Florida {license}',
  rights: '© {year} {company}. Todos los derechos reservados.',
  socialImageAlt: '{company}: piso epóxico brillante en un garaje del sur de Florida',
  contactFacts: { phone: 'Teléfono', hours: 'Horario', serviceArea: 'Zona de servicio' },
  contactCards: {
    phone: 'Llámenos',
    phoneNote: 'Hable con un gerente de proyecto en horario de oficina.',
    serviceArea: 'Zona de servicio',
    serviceAreaNote: '{count} ciudades y todo lo que queda en medio.',
    hours: 'Horario de atención',
  },
  production: { noteTitle: 'Nota de producción', done: 'Listo', pending: 'En preparación' },
  team: { since: 'Desde', certifications: 'Certificaciones', expertise: 'Especialidad' },
  caseStudy: {
    client: 'Cliente',
    projectType: 'Tipo de proyecto',
    timeline: 'Duración',
    investment: 'Inversión',
    challenge: 'El reto',
    solution: 'Nuestra solución',
    results: 'Resultados',
    metrics: 'En cifras',
    lessonsLearned: 'Lo que aprendimos',
  },
  errorBoundary: {
    heading: 'Ocurrió un error inesperado',
    text: 'Esta parte de la página no cargó. Actualice la página o llámenos al',
  },
  gallery: {
    filterLabel: 'Filtrar proyectos por tipo',
    filters: {
      all: 'Todos',
      residential: 'Residencial',
      commercial: 'Comercial',
      metallic: 'Metálico',
      'pool-deck': 'Área de piscina',
      garage: 'Garaje',
      industrial: 'Industrial',
    } satisfies Record<GalleryFilter, string>,
    showing: 'Mostrando {count} de {total} proyectos',
    viewDetails: 'Ver detalles',
    slider: {
      label: 'Antes y después: {title}',
      before: 'Antes',
      after: 'Después',
      valueText: '{before}% antes, {after}% después',
    },
    facts: {
      location: 'Ubicación',
      size: 'Tamaño',
      timeline: 'Duración',
      coating: 'Sistema de recubrimiento',
      investment: 'Inversión',
    },
    dialog: {
      close: 'Cerrar',
      challenge: 'El reto',
      solution: 'Nuestra solución',
      features: 'Lo que llevó el trabajo',
      testimonial: 'Lo que dijo el cliente',
      quote: 'Pida una cotización para un piso como este',
    },
  },
  estimate: {
    title: 'Pida su cotización gratis',
    failedTitle: 'El formulario no cargó. Comuníquese directamente',
    text: 'Llame, mándenos un texto o un correo con su ciudad, el tipo de piso y el tamaño aproximado. Un gerente de proyecto le responde en menos de 24 horas, casi siempre el mismo día.',
    loading: 'Cargando el formulario de cotización…',
    callLabel: 'Llame al',
    textLabel: 'Mándenos una foto por texto',
    emailLabel: 'Envíenos su proyecto por correo',
    writeLabel: 'O escriba a',
    besideLabel: '¿No funciona el formulario?',
    alongsideLabel: '¿No aparece el formulario? Comuníquese directamente:',
    emailSubject: 'Solicitud de cotización gratis',
    smsBody:
      'Hola, quisiera una cotización gratis. Mi ciudad: . Tipo de piso: . Tamaño aproximado (pies cuadrados): .',
    emailBody:
      'Hola, quisiera una cotización gratis.\n\nCiudad:\nTipo de piso (garaje, negocio, área de piscina...):\nTamaño aproximado (pies cuadrados):\nMejor hora para llamarme:\n',
  },
  quoteForm: {
    title: 'Pida su cotización gratis',
    requiredNote: 'Todos los campos son necesarios, salvo los que dicen opcional.',
    optional: '(opcional)',
    name: 'Su nombre',
    phone: 'Teléfono',
    phoneHint: 'Con el código de área. Lo llamamos o le escribimos a ese número.',
    email: 'Correo electrónico',
    emailHint: 'Adonde le enviamos la cotización por escrito.',
    city: 'Ciudad',
    cityChoose: 'Elija su ciudad',
    cityOther: 'Otra ciudad (díganos cuál en el mensaje)',
    kind: 'Tipo de piso',
    kindChoose: 'Elija uno',
    kindOther: 'Otro (sótano, reparación...)',
    area: 'Área aproximada (pies²)',
    areaHint: 'Basta con un cálculo: un garaje para dos carros tiene unos 400 pies².',
    message: '¿Algo más que debamos saber?',
    messageHint: 'El cuarto, lo que tiene hoy el piso, para cuándo necesita el espacio.',
    fromEstimate: 'De su estimado de precio:',
    prefilled: 'Llenamos su estimado de nuestra página de precios. Cambie lo que no esté bien.',
    honeypot: 'Deje este campo vacío',
    submit: 'Enviar mi pedido',
    sending: 'Enviando…',
    errors: {
      name: 'Escriba su nombre, para saber por quién preguntar.',
      phone: 'Escriba un teléfono al que podamos devolverle la llamada.',
      phoneInvalid: 'Escriba el teléfono con su código de área: 10 dígitos.',
      email: 'Escriba un correo como nombre@ejemplo.com, o déjelo vacío.',
      city: 'Elija su ciudad, u "Otra ciudad" al final de la lista.',
      kind: 'Elija el tipo de piso, u "Otro".',
      areaEmpty: 'Escriba el área aproximada en pies cuadrados, por ejemplo 400.',
      areaNotNumber: 'Escriba el área como un número de pies cuadrados, por ejemplo 400.',
      areaZero: 'El área tiene que ser mayor de 0 pies².',
      areaNegative: 'El área no puede ser negativa. Escríbala en pies cuadrados, por ejemplo 400.',
    },
    notSent: {
      one: 'Todavía no se envió nada: falta responder {count} campo de arriba.',
      other: 'Todavía no se envió nada: faltan por responder {count} campos de arriba.',
    },
    sent: {
      title: 'Gracias, {name}. Recibimos su pedido.',
      next: 'Lo que sigue: un gerente de proyecto lo llama al {phone} en menos de 24 horas, casi siempre el mismo día, para programar su visita gratis. Fuera del horario de oficina le respondemos a primera hora.',
      hours: 'Nuestro horario de atención',
      sooner: '¿Nos necesita antes? Llame al',
    },
    failed: {
      title: 'Su pedido no se pudo enviar',
      text: 'Todo lo que escribió sigue en el formulario: envíelo otra vez en un momento, o comuníquese directamente. El correo y el texto de abajo llevan su pedido.',
      callLabel: 'Llame al',
      textLabel: 'Texto al',
      emailLabel: 'Correo a',
    },
    alternative: '¿Prefiere llamar, mandar un texto o un correo?',
    emailSubject: 'Pedido de cotización',
  },
  estimator: {
    formLabel: 'Calculadora de precio',
    kindLegend: 'Tipo de piso',
    kinds: {
      garage: 'Piso de garaje',
      commercial: 'Piso comercial',
      metallic: 'Epóxico metálico',
      'pool-deck': 'Área de piscina',
      industrial: 'Almacén o industria',
    } satisfies Record<ApplicationId, string>,
    areaLabel: 'Área del piso (pies²)',
    areaHint: 'Largo por ancho, en pies cuadrados. Un garaje para dos carros tiene unos 400.',
    finishLegend: 'Acabado',
    finishes: {
      standard: { label: 'Estándar', hint: 'Un solo color o pocas hojuelas' },
      premium: { label: 'Premium', hint: 'Hojuelas completas o metálico, capas más gruesas' },
    },
    conditionLegend: 'Estado de la losa de concreto',
    conditions: {
      good: { label: 'Buena', hint: 'Sólida, a lo sumo grietas finas' },
      fair: { label: 'Regular', hint: 'Grietas abiertas, algo de picaduras o manchas de aceite' },
      poor: { label: 'Mala', hint: 'Concreto descascarado, grietas anchas o un recubrimiento viejo' },
    },
    timelineLegend: 'Plazo',
    timelines: {
      standard: { label: 'Normal', hint: 'Programado con 2-4 semanas de anticipación' },
      rush: { label: 'Urgente', hint: 'Recargo de {rushPremium}' },
    },
    calculate: 'Calcular mi estimado',
    errors: {
      empty: 'Escriba el área del piso en pies cuadrados, por ejemplo 400.',
      notNumber: 'Escriba el área como un número de pies cuadrados, por ejemplo 400.',
      tooSmall:
        'El área tiene que ser de al menos {min} pies². Escríbala en pies cuadrados, por ejemplo 400.',
      negative: 'El área no puede ser negativa. Escríbala en pies cuadrados, por ejemplo 400.',
      tooLarge: 'Para más de {max} pies², llámenos: un trabajo de ese tamaño se cotiza con los planos.',
    },
    resultTitle: 'Su estimado',
    total: 'Total estimado',
    perSqFt: 'Por pie²',
    totalRange: '{min}-{max}',
    assumptionsTitle: 'Lo que supone este estimado',
    assumptions: {
      base: '{kind}, acabado {finish}: {range} por pie² instalado, las cifras de nuestra tabla de precios.',
      area: '{area} pies² de piso.',
      condition: {
        good: 'Una losa en buen estado: el lijado y el relleno de grietas finas ya están en el precio.',
        fair: 'Una losa regular: la reparación de grietas y el lijado extra suman {percent}.',
        poor: 'Una losa en mal estado: parchar el concreto descascarado y quitar recubrimientos viejos suman {percent}.',
      },
      timeline: {
        standard: 'Un plazo normal, programado con 2-4 semanas de anticipación.',
        rush: 'Una fecha urgente suma {percent}.',
      },
      minimum:
        'Nuestro trabajo mínimo es de {minimum}: un piso pequeño igual necesita una cuadrilla, la lijadora y un día de preparación.',
      rounding: 'Los totales se redondean a {roundTo}.',
    },
    caveat:
      'Esto es un estimado con nuestros precios publicados, no una cotización. Lo que vale es la cotización por escrito y detallada que le damos después de medir y probar su losa en la visita gratis.',
    sendTitle: 'Envíenos este estimado',
    sendIntro:
      'Mándenos el estimado y un gerente de proyecto le responde en menos de 24 horas para programar su visita gratis.',
    sendText: 'Mandarlo por texto',
    sendEmail: 'Mandarlo por correo',
    sendForm: 'Pedir cotización con estos datos',
    message: {
      subject: 'Pedido de cotización: {kind}, {area} pies²',
      greeting:
        'Hola, usé la calculadora de precios de su sitio web y quisiera una cotización gratis en mi propiedad.',
      kind: 'Piso: {kind}',
      area: 'Área: {area} pies²',
      finish: 'Acabado: {finish}',
      condition: 'Estado de la losa: {condition}',
      timeline: 'Plazo: {timeline}',
      estimate: 'Estimado: {total} ({perSqFt} por pie²)',
      link: 'Estimado: {url}',
      closing: 'Mi nombre, ciudad y la mejor hora para llamarme:',
    },
    talk: '¿Prefiere hablarlo con una persona? Llame al',
    details: {
      title: 'Su estimado de nuestra página de precios',
      text: 'Agréguelo a su pedido, o menciónelo cuando lo llamemos.',
      invalidTitle: 'No pudimos calcular el estimado de su enlace',
      fix: 'Corrija el área en el estimador',
    },
    serviceLink: 'Calcule el precio de su piso',
  },
  articleCategories: {
    all: 'Todos los artículos',
    comparisons: 'Comparaciones',
    cost: 'Costos y precios',
    maintenance: 'Mantenimiento',
    guides: 'Guías',
  },
  resourcesHub: {
    searchLabel: 'Buscar artículos',
    searchPlaceholder: 'Buscar artículos...',
    filterLabel: 'Filtrar artículos por categoría',
    count: { one: '{count} artículo', other: '{count} artículos' },
    empty: 'No encontramos artículos con esa búsqueda.',
    listTitle: 'Vea los artículos',
  },
  article: {
    readTime: '{minutes} min de lectura',
    published: 'Publicado',
    updated: 'Actualizado',
    byline: 'Por {author}',
    relatedTitle: 'Siga leyendo',
    ctaEyebrow: '¿Listo para un piso que dure?',
    ctaTitle: 'Hable con un especialista en epóxico del sur de Florida',
    ctaText:
      'Medimos, revisamos la humedad de su losa y le enviamos una cotización por escrito y detallada en menos de 24 horas. Sin presión y sin compromiso.',
  },
  faqCategories: {
    'General Questions': 'Preguntas generales',
    'Cost & Pricing': 'Costos y precios',
    'Installation Process': 'La instalación',
    'Florida-Specific Questions': 'Preguntas sobre Florida',
    'Durability & Performance': 'Durabilidad y rendimiento',
    'Maintenance & Care': 'Mantenimiento y cuidado',
    'Design & Appearance': 'Diseño y apariencia',
    Comparisons: 'Comparaciones',
    'Warranty & Service': 'Garantía y servicio',
    'Special Applications': 'Usos especiales',
    'Getting Started': 'Cómo empezar',
  },
  faqSearch: {
    label: 'Buscar en las preguntas',
    placeholder: 'p. ej. humedad o costo',
    found: { one: 'Encontramos {count} resultado', other: 'Encontramos {count} resultados' },
    empty: 'No hay preguntas que coincidan con "{query}"',
    emptyHint: 'Pruebe con una palabra más corta o distinta, o llámenos y pregúntele a una persona.',
    clear: 'Borrar búsqueda',
    categories: 'Categorías',
    categoryCount: { one: '{count} pregunta', other: '{count} preguntas' },
  },
};

export const ui: Record<Locale, UiStrings> = { en, es };

/** Fills `{name}` placeholders: formatUi('Rated {rating} out of 5', { rating: 5 }). */
export function formatUi(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => {
    const value = values[key];
    return value === undefined ? match : String(value);
  });
}
