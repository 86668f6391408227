# Double-quoted strings take backslash escapes in Octave; single-quoted ones do not.
a = "tab\there";
b = 'no\tescape';
c = "quote \" and ""double""";
d = "octal \101 hex \x41";
e = "backslash \\ end";
f = ["ab" 'cd'];
printf ("%s\n", a);
