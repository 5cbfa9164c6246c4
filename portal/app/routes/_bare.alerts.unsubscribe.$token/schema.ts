import { z } from "zod";

/** The button's form carries nothing: the token in the address is the whole request. */
export const unsubscribeFormSchema = z.object({});
