// The support hours (spec public §8: "Monday to Friday 09:00-13:00 and 15:00-18:00", shown on the order
// form, the error pages and the contact page).
export const SUPPORT_HOURS = 'Lunedì - Venerdì 09:00-13:00 e 15:00-18:00';

export function SupportHours({ className }: { className?: string }) {
  return (
    <p className={['pub-support-hours', className].filter(Boolean).join(' ')}>
      Orari dell&apos;assistenza: <span className="pub-support-hours__time">{SUPPORT_HOURS}</span>
    </p>
  );
}
