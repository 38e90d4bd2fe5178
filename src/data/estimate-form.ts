/** Words around the estimate form: its loading line and the call / text / email alternative. */
export interface EstimateCopy {
  title: string;
  failedTitle: string;
  text: string;
  loading: string;
  callLabel: string;
  textLabel: string;
  emailLabel: string;
  writeLabel: string;
  emailSubject: string;
  emailBody: string;
}

export const estimateCopy: EstimateCopy = {
  title: 'Request your free estimate',
  failedTitle: 'The form did not load. Reach us directly',
  text: 'Call, text or email us with your city, the kind of floor and its rough size. A project manager replies within 24 hours, usually the same day.',
  loading: 'Loading the estimate form… or call',
  callLabel: 'Call',
  textLabel: 'Text us a photo',
  emailLabel: 'Email your project',
  writeLabel: 'Or write to',
  emailSubject: 'Free estimate request',
  emailBody:
    'Hi, I would like a free estimate.\n\nCity:\nType of floor (garage, commercial, pool deck...):\nApproximate size (sq ft):\nBest time to call:\n',
};
