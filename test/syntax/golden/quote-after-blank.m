% MATLAB: a quote after a blank starts a char vector, also outside brackets (Octave reads a
% transpose there; a quote whose text does not close on its line is read Octave's way).
if m ~= n 'not square', return, end
if x 'big', end
y = [a 'b'];
