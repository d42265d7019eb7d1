import type { LanguageCode } from '@estancia/resort-contract';

/** The account mails' texts in the four site languages. */
export const ACCOUNT_MAIL_TEXTS: Record<
  LanguageCode,
  {
    footer: string;
    registration: { subject: string; heading: string; intro: string; username: string; password: string; action: string };
    recovery: { subject: string; heading: string; intro: string; expiry: string; action: string; ignore: string };
  }
> = {
  pt: {
    footer: 'Estância · Fundão, Portugal. Recebeu este e-mail porque foi feito um pedido com o seu endereço.',
    registration: {
      subject: 'Registo concluído: os seus dados de acesso',
      heading: 'Bem-vindo à Estância',
      intro: 'O seu registo está concluído. Estes são os seus dados de acesso:',
      username: 'Utilizador',
      password: 'Palavra-passe',
      action: 'Iniciar sessão',
    },
    recovery: {
      subject: 'Recuperação da palavra-passe',
      heading: 'Definir uma nova palavra-passe',
      intro: 'Recebemos um pedido para alterar a palavra-passe da sua conta.',
      expiry: 'A ligação é válida durante 1 hora e só pode ser usada uma vez.',
      action: 'Definir nova palavra-passe',
      ignore: 'Se não fez este pedido, ignore este e-mail: a sua palavra-passe não muda.',
    },
  },
  en: {
    footer: 'Estância · Fundão, Portugal. You received this e-mail because a request was made with your address.',
    registration: {
      subject: 'Registration complete: your access data',
      heading: 'Welcome to Estância',
      intro: 'Your registration is complete. These are your access data:',
      username: 'Username',
      password: 'Password',
      action: 'Log in',
    },
    recovery: {
      subject: 'Password recovery',
      heading: 'Set a new password',
      intro: 'We received a request to change the password of your account.',
      expiry: 'The link is valid for 1 hour and can be used once.',
      action: 'Set a new password',
      ignore: 'If you did not make this request, ignore this e-mail: your password does not change.',
    },
  },
  es: {
    footer: 'Estância · Fundão, Portugal. Ha recibido este correo porque se hizo una solicitud con su dirección.',
    registration: {
      subject: 'Registro completado: sus datos de acceso',
      heading: 'Bienvenido a Estância',
      intro: 'Su registro se ha completado. Estos son sus datos de acceso:',
      username: 'Usuario',
      password: 'Contraseña',
      action: 'Iniciar sesión',
    },
    recovery: {
      subject: 'Recuperación de la contraseña',
      heading: 'Establecer una nueva contraseña',
      intro: 'Hemos recibido una solicitud para cambiar la contraseña de su cuenta.',
      expiry: 'El enlace es válido durante 1 hora y solo puede usarse una vez.',
      action: 'Establecer nueva contraseña',
      ignore: 'Si no ha hecho esta solicitud, ignore este correo: su contraseña no cambia.',
    },
  },
  fr: {
    footer: 'Estância · Fundão, Portugal. Vous recevez cet e-mail parce qu’une demande a été faite avec votre adresse.',
    registration: {
      subject: 'Inscription terminée : vos données d’accès',
      heading: 'Bienvenue à Estância',
      intro: 'Votre inscription est terminée. Voici vos données d’accès :',
      username: 'Identifiant',
      password: 'Mot de passe',
      action: 'Se connecter',
    },
    recovery: {
      subject: 'Récupération du mot de passe',
      heading: 'Définir un nouveau mot de passe',
      intro: 'Nous avons reçu une demande de changement du mot de passe de votre compte.',
      expiry: 'Le lien est valable 1 heure et ne peut être utilisé qu’une fois.',
      action: 'Définir un nouveau mot de passe',
      ignore: 'Si vous n’avez pas fait cette demande, ignorez cet e-mail : votre mot de passe ne change pas.',
    },
  },
};
