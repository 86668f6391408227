% Octave's keywords are ordinary names in MATLAB: assigning them keeps the file MATLAB.
do = true;
until = 3;
x = do + until;
s = "a\tb";
