import { formatText, type Texts } from '@kurv/core/texts';
import { Button } from '../../kit/Button';
import { Card } from '../../kit/Card';

export interface LoginPromptCardProps {
  texts: Pick<Texts, 'loginPromptTitle' | 'loginPromptBody' | 'logIn' | 'becomeMember' | 'dismissLoginPrompt'>;
  /** The loyalty programme's name ({product} of the texts, e.g. 'Trumf'). */
  loyaltyProgramName: string;
  /** Where 'Logg inn' leads; null makes it a button calling `onLogin` (the native app, a login flow of the store). */
  loginHref: string | null;
  /** Where 'Bli medlem' leads; null leaves the link out. */
  becomeMemberHref: string | null;
  /** Called by the 'Logg inn' button when there is no `loginHref`; without either there is no login action. */
  onLogin?: () => void;
  /** Called as the shopper follows 'Logg inn' (the link or the button), before it leads on: a sign-up step. */
  onLoginFollowed?: () => void;
  /** Called as the shopper follows 'Bli medlem', before the link leads on: a sign-up step. */
  onBecomeMemberFollowed?: () => void;
  /** 'Ikke nå': the container hides the card and remembers it for 30 days (spec section 9); this card stores nothing. */
  onDismiss: () => void;
  /** The heading level of the title (default 3). */
  headingLevel?: 2 | 3 | 4;
}

/**
 * The login prompt shown to anonymous shoppers after a configured number of items (spec section 6): a card, not a
 * dialog, so it neither traps nor takes focus; a region named by its heading.
 */
export function LoginPromptCard({
  texts,
  loyaltyProgramName,
  loginHref,
  becomeMemberHref,
  onLogin,
  onLoginFollowed,
  onBecomeMemberFollowed,
  onDismiss,
  headingLevel = 3,
}: LoginPromptCardProps) {
  const product = loyaltyProgramName;
  return (
    <Card title={formatText(texts.loginPromptTitle, { product })} headingLevel={headingLevel}>
      <div className="kurv-login-prompt">
        <p className="kurv-login-prompt__body">{formatText(texts.loginPromptBody, { product })}</p>
        <div className="kurv-login-prompt__actions">
          {loginHref !== null ? (
            <a className="kurv-button kurv-button--primary kurv-login-prompt__login" href={loginHref} onClick={onLoginFollowed}>
              {texts.logIn}
            </a>
          ) : onLogin ? (
            <Button
              variant="primary"
              className="kurv-login-prompt__login"
              onClick={() => {
                onLoginFollowed?.();
                onLogin();
              }}
            >
              {texts.logIn}
            </Button>
          ) : null}
          {becomeMemberHref !== null ? (
            <a
              className="kurv-button kurv-button--secondary kurv-login-prompt__member"
              href={becomeMemberHref}
              onClick={onBecomeMemberFollowed}
            >
              {texts.becomeMember}
            </a>
          ) : null}
          <Button variant="secondary" className="kurv-login-prompt__dismiss" onClick={onDismiss}>
            {texts.dismissLoginPrompt}
          </Button>
        </div>
      </div>
    </Card>
  );
}
