/**
 * The English interface strings: button and link labels, screen-reader texts, error texts and the
 * footer lines. Components receive these as props; copy about the business lives in src/content/.
 * `{name}` placeholders are filled by lib/format.ts. This table's shape is `UiStrings`, which every
 * other language's table must match key for key (src/data/ui/es.ts).
 */
import type { ApplicationId } from '#src/schemas/applications.ts';
import type { FaqCategory } from '#src/schemas/faq.ts';
import type { GalleryFilter } from '#src/schemas/gallery.ts';

export const en = {
  /** The one wording of the quote call to action, everywhere on the site. */
  quoteCta: 'Get Free Quote',
  /** Before a phone number on a button: "Call (888) 555-0142". */
  call: 'Call',
  /** Where a page offers both lines (/gallery), each call button says which one it dials. */
  callTollFree: 'Call toll-free',
  callLocal: 'Call our Miami office',
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
  /** Above a comparison table wider than a phone: it scrolls sideways. */
  tableScroll: 'Swipe for more columns',
  /**
   * How price figures are worded around their Intl-formatted numbers (lib/prices.ts): the /pricing
   * table and the estimator. {min} of a dollar range carries the currency sign: "$8-12". `prose` is
   * a range inside a sentence (the copy's price tokens, the estimator's assumptions), where Spanish
   * words it ("de $8 a $12") and English keeps the compact form; `currencyOnBoth` puts the sign on
   * {max} too.
   */
  /** The JSON-LD priceRange: {range} is prices.yaml's searchPriceRange figure. */
  searchPriceRange: '{range} per sq ft',
  priceFigures: {
    range: '{min}-{max}',
    percent: '{value}%',
    days: { one: '{count} day', other: '{count} days', range: '{min}-{max} days' },
    prose: {
      range: '{min}-{max}',
      percent: '{value}%',
      percentRange: '{min}-{max}%',
      daysRange: '{min}-{max} days',
      currencyOnBoth: false,
    },
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
    privacy: 'Privacy Policy',
    accessibility: 'Accessibility',
    company: 'Company',
    ourWork: 'Our Work',
    learn: 'Learn',
  },
  /** The header link to the page in the other language, written in that language. */
  otherLanguage: { label: 'Español', lang: 'es-US' },
  /** Beside the phone number: said in Spanish on every page, for the visitors who need it. */
  weSpeakSpanish: 'Hablamos español',
  /** The counties as a phrase: "{counties}" is "Miami-Dade County and Broward County". */
  countiesPhrase: '{counties}',
  /** The counties standing alone, as a card's value: "Miami-Dade County and Broward County". */
  countiesLabel: '{counties}',
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
  /**
   * Page copy that names the ways to reach us follows the configuration (lib/reach.ts): `form` where
   * a page in this language shows a form (PUBLIC_QUOTE_FORM_ACTION, or the estimate form of its
   * language), `direct` where it offers call / text / email only. Pages write them as tokens:
   * {sendYourProject}, {sendProjectLabel}, {requestEstimate}. {localPhone} and {email} are filled.
   */
  reach: {
    form: {
      sendYourProject: 'send your project with the form below',
      sendProjectLabel: 'Send my project',
      requestEstimate: 'request an estimate online',
    },
    direct: {
      sendYourProject: 'text a photo to {localPhone}, or email {email}',
      sendProjectLabel: 'Text or email my project',
      requestEstimate: 'text us at {localPhone} or email {email}',
    },
  },
  estimate: {
    title: 'Request your free estimate',
    failedTitle: 'The form did not load. Reach us directly',
    text: 'Call, text or email us with your city, the kind of floor and its rough size. A project manager replies within 24 hours, usually the same day.',
    /** Over the call / text / email card while the form loads out of sight. */
    loading: 'Loading the estimate form…',
    callLabel: 'Call',
    /** Before the number that takes texts: "Text a photo to (305) 555-0187". */
    textLabel: 'Text a photo to',
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
  /** Other ways in: a booking page (PUBLIC_BOOKING_URL), WhatsApp, the Google review link. */
  /**
   * The privacy policy's sentences that follow the configuration ({formService}, {formDetails},
   * {analyticsService}, {bookingService}, {whatsappService}: lib/privacy.ts). {host} is the service's address.
   */
  privacy: {
    form: {
      netlify:
        'The form sends your request to Netlify Forms, the form service of Netlify, Inc., which hosts this site. Netlify keeps it in our account and emails it to us.',
      formspree:
        'The form sends your request to Formspree, a form service that keeps it in our account and emails it to us.',
      web3forms: 'The form sends your request to Web3Forms, a form service that emails it to us.',
      basin:
        'The form sends your request to Basin, a form service that keeps it in our account and emails it to us.',
      other: 'The form sends your request to the form service at {host}, which passes it on to us.',
      embedded:
        'The quote form on this site is provided by the form service at {host}; what you type there goes to that service, which passes it on to us.',
      none: 'This site has no form that sends your details anywhere: you reach us by phone, text or email, and what you tell us stays in those calls and messages.',
    },
    /** What the site's own quote form sends beyond the fields ({formDetails}); without it, nothing. */
    formDetails:
      'The quote form on this site also sends where your visit started: the first page you opened on this site, the site that linked to it, and any campaign tags or ad click codes in that first address (such as utm_source or gclid). Your browser keeps these for this tab only, until you close it, and removes any email address or phone number from them first; they leave your browser only inside a request you send. Photos you attach are sent with it; where your browser can, it makes them smaller first.',
    /** The booking page (PUBLIC_BOOKING_URL) and WhatsApp (business.yaml `whatsapp`): left out when not set. */
    booking:
      'If you book a visit on our online booking page, what you enter there goes to {host}, the booking service we use, under its own privacy policy, and it passes the booking on to us.',
    whatsapp:
      'If you message us on WhatsApp, your messages and your number go through WhatsApp, a service of Meta Platforms, Inc., under its own privacy policy; we read and answer them there.',
    analytics: {
      plausible:
        'We count visits with Plausible Analytics, without cookies and without identifying you: for each page view it records the page, the site that linked to it, campaign tags, your browser language and screen size, and whether you clicked to call, text or ask for a quote. It never records your name, phone, email or anything you type.',
      umami:
        'We count visits with Umami, without cookies and without identifying you: for each page view it records the page, the site that linked to it, campaign tags, the page title, your browser language and screen size, and whether you clicked to call, text or ask for a quote. It never records your name, phone, email or anything you type.',
      generic:
        'We count visits with our own counter at {host}, without cookies and without identifying you: it records the page, the site that linked to it and campaign tags, and whether you clicked to call, text or ask for a quote. It never records your name, phone, email or anything you type.',
      none: 'This site uses no analytics: nothing counts your visit.',
    },
  },
  /**
   * The accessibility statement's sentences that follow the configuration (lib/accessibility.ts):
   * {accessTasks} the tasks the keyboard audit went through, with or without the site's own quote form;
   * {accessFormNote} what that form does for a screen reader (empty without it); {accessFormService} and
   * {accessBooking} the third-party pages the site hands over to (empty without them). {host} is the
   * service's address.
   */
  accessibility: {
    tasks: {
      form: 'the menus, the quote form, the price estimator, the project timeline calculator and the gallery',
      direct:
        'the menus, the price estimator, the project timeline calculator, the gallery and the call, text and email links',
    },
    formNote:
      'The quote form names each field, says at each one what it needs, and tells you what stopped it when something is missing, in words a screen reader reads out.',
    formService:
      'The estimate form on this site is run by the form service at {host}. We chose it, but we cannot test or change how it works for a keyboard or a screen reader. If it gets in your way, call or email us instead.',
    booking:
      'Booking an on-site estimate online happens on the scheduling page at {host}, which we do not run. If it gets in your way, call us and we will book the visit for you.',
  },
  otherWays: {
    heading: 'Other ways to reach us',
    book: 'Book an on-site estimate',
    bookHint: 'Pick a time for the free visit on our calendar.',
    whatsapp: 'Message us on WhatsApp',
    /** The message WhatsApp opens with. */
    whatsappMessage: 'Hello, I would like a free quote for an epoxy floor.',
    reviewUs: 'Review us on Google',
  },
  quoteForm: {
    title: 'Request your free quote',
    requiredNote: 'We need your name and a phone number or an email. Everything else is optional.',
    /** Shown only without JavaScript, where the browser checks the form: {email} is our address. */
    noScriptNote:
      'With JavaScript off in your browser, this form needs a phone number. To give us only an email, write to {email}.',
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
    areaHint: 'A guess is fine: a two-car garage is about 400 sq ft. Or write “not sure”.',
    visit: 'Best time for the free on-site visit',
    visitChoose: 'Any time',
    visits: {
      'weekday-morning': 'Weekday morning',
      'weekday-afternoon': 'Weekday afternoon',
      'saturday-morning': 'Saturday morning',
      'saturday-afternoon': 'Saturday afternoon',
    },
    message: 'Anything else we should know?',
    messageHint: 'The room, what is on the floor today, when you need the space back.',
    photos: 'Photos of the floor',
    photosHint:
      'Up to three, from your phone or computer. A wide shot of the room and a close-up of any cracks or stains help us quote before we visit.',
    photo: 'Photo {number}',
    /** Shown at a photo the browser could not shrink and that goes as it was taken. */
    photoKept: 'This photo will be sent as it is.',
    /** The first line of a message filled in from a /pricing estimate. */
    fromEstimate: 'From your price estimate:',
    prefilled: 'We filled in your estimate from our pricing page. Change anything that is not right.',
    /** The hidden field robots fill in and people never see. */
    honeypot: 'Leave this field empty',
    submit: 'Send my request',
    sending: 'Sending…',
    /** Beside the button: {privacy} is the link to the privacy policy. */
    privacyNote: 'We will call or text you about this request only. {privacy}',
    privacyLink: 'How we handle your details',
    errors: {
      name: 'Enter your name, so we know who to ask for.',
      reach: 'Enter a phone number or an email address, so we can reach you.',
      phoneInvalid: 'Enter the phone number with its area code: 10 digits.',
      email: 'Enter an email address such as name@example.com, or leave it empty.',
      city: 'Choose your city from the list, or leave it empty.',
      kind: 'Choose the kind of floor from the list, or leave it empty.',
      areaNotNumber: 'Enter the area as a number of square feet, for example 400, or write “not sure”.',
      areaZero: 'The area must be more than 0 sq ft.',
      areaNegative: 'The area cannot be negative. Enter it in square feet, for example 400.',
      visit: 'Choose a time from the list, or leave it on “Any time”.',
      tooLong: 'This answer is too long. Shorten it, or call us.',
      photoType: 'This file is not a photo. Choose a JPEG, PNG or HEIC picture, or leave it empty.',
      photoTooLarge:
        'This photo is too large to send from this browser. Choose a smaller one, or text it to us after you send the form.',
    },
    /** Beside the button after a submit with errors: nothing was sent. */
    notSent: {
      one: 'Nothing was sent yet: {count} field above needs your answer.',
      other: 'Nothing was sent yet: {count} fields above need your answer.',
    },
    sent: {
      title: 'Thank you, {name}. We have your request.',
      next: 'What happens next: a project manager calls you at {phone} within 24 hours, usually the same day, to book your free on-site visit. Outside business hours we reply first thing.',
      /** When the visitor gave an email and no phone. */
      nextEmail:
        'What happens next: a project manager writes to you at {email} within 24 hours, usually the same day, to book your free on-site visit. Outside business hours we reply first thing.',
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
    /** The page a form sent without JavaScript lands on (/thank-you). */
    thanksPage: {
      title: 'Thank you for your request',
      description: 'Your quote request reached us. Here is what happens next.',
      heading: 'Thank you. We have your request.',
      next: 'What happens next: a project manager calls, texts or emails you within 24 hours, usually the same day, to book your free on-site visit. Outside business hours we reply first thing.',
      home: 'Back to the home page',
    },
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
        'Our minimum for a new floor is {minimum} (repairs to an existing floor are priced apart): a small floor still needs a crew, the grinder and a day of set-up.',
      rounding: 'Totals are rounded to {roundTo}.',
    },
    caveat:
      'This is an estimate from our published prices, not a quote. What counts is the written, itemized quote we give you after measuring and testing your slab at the free on-site visit.',
    sendTitle: 'Send this to us',
    sendIntro:
      'Send the estimate and a project manager replies within 24 hours to book your free on-site visit.',
    /** Before the number that takes texts. */
    sendText: 'Text it to',
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
  /** The /faq search. */
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
