import { Heading, Text } from "@radix-ui/themes";
import { type ReactNode, useEffect, useRef } from "react";

interface StepHeadingProps {
  title: string;
  description?: ReactNode;
  /** Moves focus here when the step appears after a form's answer, so screen readers hear it. */
  focusOnMount?: boolean;
}

/** The page heading of a step of the sign-in screen, with one line about what to do. */
export function StepHeading({ title, description, focusOnMount = false }: StepHeadingProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);
  return (
    <>
      <Heading as="h1" size="6" align="center" ref={heading} tabIndex={-1} className="tr-step-heading">
        {title}
      </Heading>
      {description ? (
        <Text as="p" color="gray" align="center" size="2">
          {description}
        </Text>
      ) : null}
    </>
  );
}
