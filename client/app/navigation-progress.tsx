import { useNavigation } from 'react-router';

/**
 * A thin bar along the top of the window while the next page loads. On a slow connection a buyer
 * who pressed "Next" at the foot of a list, or a lot's card, saw nothing change for a second and
 * more ("Updating results…" is by the count, far above) and pressed again (a navigation walk,
 * decision 175). It shows after a short delay, so a quick answer draws nothing, and it is only a
 * picture: the results' count and the route announcer say what is happening.
 */
export function NavigationProgress() {
  return useNavigation().state === 'idle' ? null : (
    <div className="navigation-progress" aria-hidden="true" />
  );
}
